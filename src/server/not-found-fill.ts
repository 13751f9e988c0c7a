import { escapeHtml as esc } from '../http/html';
import { NO_SCRIPT_SUGGESTION, suggest, type SuggestShell } from '../routes/suggest';

/**
 * The not-found page for one path, as the owner's server sends it: in the page's `<noscript>`
 * place, the page the mistyped path most likely meant ("Were you looking for…", a link to it),
 * which the page's script adds itself. A visitor without JavaScript is offered it too; with
 * JavaScript, the browser never reads a noscript's content. Undefined when the path suggests no page.
 */
export function notFoundFill(shell: SuggestShell): (pathname: string) => ((html: string) => string) | undefined {
  const place = new RegExp(`(<noscript id="${NO_SCRIPT_SUGGESTION}" data-heading="([^"]*)">)(</noscript>)`);
  return (pathname) => {
    const { banner } = suggest(shell, pathname);
    if (!banner) return undefined;
    const link = `<p><a href="${esc(banner)}">Go to suggested page: ${esc(banner)}</a></p>`;
    const id = `${NO_SCRIPT_SUGGESTION}-heading`;
    return (html) =>
      html.replace(place, (_, open: string, heading: string, close: string) =>
        [open, `<section class="banner" aria-labelledby="${id}"><h2 id="${id}">${heading}</h2>${link}</section>`, close].join(''),
      );
  };
}
