import type { MessageId, MessageParams } from '../../manifest/error-catalogue';
import { parentPage, samePlaceGuess } from './redirects';
import { contentFiles, walkStrings } from './walk';
import type { CheckContext, Path, Rule } from './context';

type Report = <Id extends MessageId>(id: Id, params: MessageParams<Id>) => void;

/** A link that reaches no page: straight to the page a redirect leads to, a close page, or a redirect to add. */
export function checkLink(ctx: CheckContext, href: string, report: Report): void {
  if (ctx.resolves(href)) return;
  const path = href.split('#')[0].split('?')[0];
  const target = ctx.redirects.get(path);
  if (target) report('link-to-redirect', { href, target });
  else report('link-to-nothing', { href, guess: samePlaceGuess(ctx, path), parent: parentPage(ctx, path) });
}

/** Every internal link (navigation, copy, `href` fields, page bodies) reaches a page, not a redirect. */
export const links: Rule = {
  name: 'links',
  run(ctx) {
    const { site } = ctx;
    const at =
      (file: string, path: Path): Report =>
      (id, params) =>
        ctx.report(id, params, file, path);
    const nav = (items: typeof site.manifest.navigation.header, path: Path) =>
      items.forEach((item, i) => {
        checkLink(ctx, item.href, at('site.yaml', [...path, i, 'href']));
        if (item.children) nav(item.children, [...path, i, 'children']);
      });
    nav(site.manifest.navigation.header, ['navigation', 'header']);
    nav(site.manifest.navigation.legal, ['navigation', 'legal']);
    // A text of content/ is plain (a link typed into it is shown as typed: the copy rule's
    // markup-in-text); its links are its `href` fields.
    for (const [file, source] of contentFiles(site.sources))
      walkStrings(source.data, [], (path, text) => {
        if (path[path.length - 1] === 'href') checkLink(ctx, text, at(file, path));
      });
    for (const file of Object.keys(site.mdx))
      for (const link of ctx.mdx(file).links)
        if (link.href.startsWith('/')) checkLink(ctx, link.href, (id, params) => ctx.reportAt(id, params, file, link.line, link.column));
  },
};
