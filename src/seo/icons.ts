/**
 * The site icon, as PNG. An SVG icon costs Chromium a whole document of its own (a page, a frame
 * and an SVG parse: 15-20 ms on a slow phone) on the main thread while the page is loading; a
 * PNG is a plain image decode. public/favicon.svg is the source the PNGs were drawn from.
 */
export const ICON_LINKS = `<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">`;
