/** Text made safe to put in HTML, in an element or in a quoted attribute (the server's own pages and e-mails). */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A page of the server's own (sign-in, the request pages, the bookings desk): never indexed, sized
 * for a phone, its style inline (no other request), `head` after the robots line, `body` as given.
 */
export function serverPage(o: { title: string; style: string; body: string; head?: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${o.head ?? ''}<title>${escapeHtml(o.title)}</title>
<style>${o.style}</style>
</head>
<body>
${o.body}
</body>
</html>
`;
}
