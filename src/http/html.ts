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
