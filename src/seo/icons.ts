/**
 * The site icon, as PNG. An SVG icon costs Chromium a whole document of its own (a page, a frame
 * and an SVG parse: 15-20 ms on a slow phone) on the main thread while the page is loading; a
 * PNG is a plain image decode. public/favicon.svg is the source the PNGs were drawn from.
 * public/favicon.ico is favicon-32.png as it is, in an ICO's header (an ICO may hold a PNG), for the
 * clients that ask for /favicon.ico without reading a page (feed readers, bookmarks, some crawlers).
 */
export const ICON_LINKS = `<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">`;

/** The business's logo for structured data: the same mark as the icons, drawn at a size search engines accept (112 px or more). */
export const LOGO = { path: '/logo.png', width: 180, height: 180 } as const;
