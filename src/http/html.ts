/** Text made safe to put in HTML, in an element or in a quoted attribute (the server's own pages and e-mails). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The page's HTML (its own, its texts escaped) with each mention of the business's phone number in
 * its text, outside a link, made a link that calls it: "please call us at {{phone}}" is one tap on a phone.
 */
export function phoneLinked(html: string, phone: { display: string; e164: string }): string {
  const shown = escapeHtml(phone.display);
  const link = `<a href="tel:${escapeHtml(phone.e164)}">${shown}</a>`;
  return (
    html
      // Text only: never a tag's attribute, a link's words or a box's typed text.
      .split(/(<a\b[\s\S]*?<\/a>|<textarea\b[\s\S]*?<\/textarea>|<[^>]*>)/)
      .map((part, i) => (i % 2 === 1 ? part : part.replaceAll(shown, link)))
      .join('')
  );
}

/**
 * A page of the server's own (sign-in, the request pages, the bookings desk): never indexed, sized
 * for a phone, its style inline (no other request), `head` after the robots line, `body` as given.
 */
export function serverPage(option: { title: string; style: string; body: string; head?: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${option.head ?? ''}<title>${escapeHtml(option.title)}</title>
<style>${option.style}</style>
</head>
<body>
${option.body}
</body>
</html>
`;
}

type FramedPage = {
  title: string;
  /** the page's own rules, written for its main part (`main`, `h1`, `button`…): kept to it in the site's frame */
  style: string;
  /** the main part's content */
  body: string;
  head?: string;
  /** the business's name and its home page: without the site's frame, the page starts with a link to it */
  home: { company: string; href: string };
};

/**
 * A page of the server's own for visitors (a booking refused without JavaScript, a request's own
 * page) in the site's frame: the built not-found page (`frame`) with its styles, icons, header and
 * footer, its main part the page's own, its title the page's, never indexed, and no script (the
 * site's script would draw the not-found page over it; the header's menus open without one). What
 * the site shows only without JavaScript (its `<noscript>` styles) then shows to every visitor.
 * Without a frame (a handler on its own, no built site), the plain server page.
 */
export function framedPage(frame: string | undefined, page: FramedPage): string {
  const main = /(<main\b[^>]*>)[\s\S]*(<\/main>)/;
  if (!frame || !main.test(frame)) {
    const { home, ...plain } = page;
    const link = `<p><a href="${escapeHtml(home.href)}">${escapeHtml(home.company)}</a></p>`;
    return serverPage({ ...plain, body: `<main>\n${link}\n${page.body}\n</main>` });
  }
  const own = `<meta name="robots" content="noindex, nofollow">\n${page.head ?? ''}<title>${escapeHtml(page.title)}</title>\n<style>${withinMain(page.style)}</style>\n`;
  return (
    frame
      .replace(/<script\b[\s\S]*?<\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace(/<noscript>(<style>[\s\S]*?<\/style>)<\/noscript>/g, '$1')
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta (?:name="(?:description|robots|twitter:[^"]*)"|property="og:[^"]*")[^>]*>\s*/g, '')
      .replace(/<link rel="canonical"[^>]*>\s*/g, '')
      .replace(/ data-(?:shell|page)="[^"]*"/g, '')
      // Functions, not strings: a `$` in the page's text is text.
      .replace('</head>', () => `${own}</head>`)
      .replace(main, (_, open: string, close: string) => `${open}\n<div class="server-page">\n${page.body}\n</div>\n${close}`)
  );
}

/**
 * A page's rules kept to its part of the frame's main part (the frame's `main` keeps its own rules: room
 * for the fixed header): `main` is that part, `body` is the frame's own (left out), any other selector is within it.
 */
function withinMain(style: string): string {
  return style.replace(/([^{}]+)\{([^{}]*)\}/g, (_, selectors: string, rules: string) => {
    const within = selectors
      .split(',')
      .map((selector) => selector.trim())
      .filter((selector) => selector !== 'body')
      .map((selector) => (selector === 'main' ? '.server-page' : `.server-page ${selector}`));
    return within.length ? `${within.join(',')}{${rules}}` : '';
  });
}
