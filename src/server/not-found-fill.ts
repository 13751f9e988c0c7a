import { escapeHtml as esc } from '../http/html';
import { NO_SCRIPT_NEAR, NO_SCRIPT_SUGGESTION } from '../routes/no-script-places';
import { nearMiss, pageAbove, suggest, type SuggestShell } from '../routes/suggest';

/** A page of the built site by its name (its title before " | "), as the page's script shows it; undefined when unknown. */
export type PageNamer = (path: string) => string | undefined;

/**
 * A page that answers 404, as the owner's server sends it for one path: in the page's `<noscript>`
 * places, what the page's script adds itself, by name. The not-found page offers the page the
 * mistyped path most likely meant ("Were you looking for this page?", its name, its address, a link);
 * the stand-in of an unknown city, brand or neighborhood the page one slip of the keyboard away
 * ("Did you mean Tampa?") and the page its address sits under ("Go up to Tampa."). A visitor without JavaScript is offered them too; with JavaScript, the
 * browser never reads a noscript's content. Undefined when the path suggests no page.
 */
export function notFoundFill(shell: SuggestShell): (pathname: string, nameOf?: PageNamer) => ((html: string) => string) | undefined {
  const place = new RegExp(`(<noscript id="${NO_SCRIPT_SUGGESTION}" data-heading="([^"]*)">)(</noscript>)`);
  const nearPlace = `<noscript id="${NO_SCRIPT_NEAR}"></noscript>`;
  return (pathname, nameOf = () => undefined) => {
    const { banner } = suggest(shell, pathname);
    const near = nearMiss(shell, pathname);
    const above = pageAbove(shell, pathname);
    if (!banner && !near && !above) return undefined;
    const link = (to: string) => `<a href="${esc(to)}">${esc(nameOf(to) ?? to)}</a>`;
    return (html) => {
      const offered = banner
        ? html.replace(place, (_, open: string, heading: string, close: string) =>
            [open, bannerHtml(heading, banner, nameOf(banner)), close].join(''),
          )
        : html;
      // A stand-in: the page a slip away, and the page its address sits under when the page links it
      // nowhere in its main part (an unknown brand's "View All Brands" does): no dead end without script.
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const up = above && above !== near && !main.includes(`href="${above}"`) ? above : undefined;
      const standIn = [
        near ? `<p class="near">Did you mean ${link(near)}?</p>` : '',
        up ? `<p class="near">Go up to ${link(up)}.</p>` : '',
      ].join('');
      return standIn ? offered.replace(nearPlace, `<noscript id="${NO_SCRIPT_NEAR}">${standIn}</noscript>`) : offered;
    };
  };
}

/** The suggested page as the not-found page's script shows it: the banner's heading, the page's name (its address when it has none), the link. */
function bannerHtml(heading: string, to: string, name: string | undefined): string {
  const id = `${NO_SCRIPT_SUGGESTION}-heading`;
  return [
    `<section class="banner" aria-labelledby="${id}"><h2 id="${id}">${heading}</h2>`,
    `<p>${name ? `<strong class="name">${esc(name)}</strong>` : `<span class="address">${esc(to)}</span>`}</p>`,
    `<p><a href="${esc(to)}">Go to suggested page</a></p></section>`,
  ].join('');
}
