import { goneCheck } from './check-client';
import { askUser } from './confirm';
import { everySave, type BackendRegistry } from './backend-calls';
import type { GoneAnswer } from '../shared/engine';

/** site.yaml with the redirects a save was asked to carry, for the backend call that follows the question. */
let carried: { path: string; raw: string } | undefined;

/** What the office chose: not to publish, or to publish (with site.yaml carrying redirects, when chosen). */
type Choice = 'keep' | { site?: string };

/**
 * Before a save that deletes entries from a list, or takes pages off the site, the office is asked:
 * what goes, and for a page, whether visitors and search engines that still come to its address
 * are sent on to the page above it (a redirect added to site.yaml, saved in the same change), as
 * deleting a whole entry asks (delete-guard.ts).
 */
export async function askBeforeRemoving(path: string, text: string, before: unknown, after: unknown, removed: string[]): Promise<Choice> {
  // A page is made for an id: only a save that takes an id away can take a page off the site.
  const gone: GoneAnswer = idsTakenAway(before, after) ? await goneCheck(path, text) : { pages: [] };
  const pages = gone.siteWithRedirects ? gone.pages : [];
  if (!removed.length && !pages.length) return {};
  const entries = removed.length === 1 ? 'this entry' : 'these entries';
  const title = removed.length
    ? removed.length === 1
      ? 'Delete this entry?'
      : `Delete these ${removed.length} entries?`
    : pages.length === 1
      ? 'Take this page off the site?'
      : 'Take these pages off the site?';
  const verb = removed.length ? 'Delete' : 'Publish';
  const keep: Choice = 'keep';
  const choices = [
    ...(pages.length
      ? [
          {
            label: pages.length === 1 ? `${verb} and send ${pages[0].from} to ${pages[0].to}` : `${verb} and send each page on`,
            value: { site: gone.siteWithRedirects },
          },
          { label: `${verb} without a redirect`, value: {} },
        ]
      : [{ label: 'Delete and publish', value: {} }]),
    { label: removed.length ? (removed.length === 1 ? 'Keep it' : 'Keep them') : 'Keep the page', value: keep },
  ];
  return askUser<Choice>(
    title,
    removed.length ? [`Publishing deletes ${entries} from the site:`] : [],
    removed,
    choices,
    pages.length ? [pagesInWords(pages)] : [],
  );
}

/** Whether an id the file's data held before is not in it after (an entry removed, or its id changed). */
export function idsTakenAway(before: unknown, after: unknown): boolean {
  const ids = (value: unknown, out = new Set<string>()): Set<string> => {
    if (Array.isArray(value)) for (const item of value) ids(item, out);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        if (key === 'id' && typeof child === 'string') out.add(child);
        else ids(child, out);
      }
    return out;
  };
  const kept = ids(after);
  return [...ids(before)].some((id) => !kept.has(id));
}

/** The pages that go and where their visitors can be sent, in the delete dialog's words. */
function pagesInWords(pages: GoneAnswer['pages']): string {
  if (pages.length === 1)
    return `Its page ${pages[0].from} will be gone. Visitors and search engines that still come to that address can be sent on to ${pages[0].toName} (${pages[0].to}).`;
  const each = pages.map((page) => `${page.from} to ${page.toName} (${page.to})`).join('; ');
  return `These pages will be gone. Visitors and search engines that still come to them can be sent on to the page above each: ${each}.`;
}

/** The next save of `path` carries site.yaml as `raw` (set once the save has passed every question). */
export function carryWithSave(path: string, raw: string | undefined): void {
  carried = raw === undefined ? undefined : { path, raw };
}

/** A save the office chose to send with redirects carries site.yaml with them, written in the same change. */
export function savesCarryRedirects(cms: BackendRegistry): void {
  everySave(cms, (save) => {
    const site = carried && save.dataFiles.some((file) => file.path === carried?.path) ? carried.raw : undefined;
    carried = undefined;
    return site ? { ...save, dataFiles: [...save.dataFiles, { path: 'site.yaml', raw: site }] } : save;
  });
}
