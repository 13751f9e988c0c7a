/** Text made safe to put in HTML, in an element or in a quoted attribute (the server's own pages and e-mails). */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
