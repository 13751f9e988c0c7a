/**
 * A page of the site as the preview pane shows it: a picture of the page, drawn without its
 * scripts. Without them the page is what a visitor without JavaScript sees, so its `<noscript>`
 * rules apply (every tab panel shown, no "Loading..." badge or button that needs a script, which
 * would otherwise stay on the picture for good). Links and images resolve against `origin`, and a
 * link opens in the whole window, not inside the pane.
 */
export function scriptlessPage(html: string, origin: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, '$1')
    .replace(/<head>/, `<head>\n<base href="${escapeAttr(origin)}/" target="_top">`);
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
