import { contentFiles, walkObjects } from '../../checks/rules/walk';
import { namesReviewFigure } from '../../kinds/copy-blocks';
import type { Site } from '../../manifest/load';
import { ratingsAreSamples } from '../../manifest/review-figures';
import { fill } from '../../manifest/template';
import { htmlText } from '../../seo/uniqueness';
import { gate, type Gate, type HtmlPage } from './files';

/** The first words of a text, lower case, as the gate looks for them. */
const SNIPPET_WORDS = 8;
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** The shortest snippet the gate looks for: a lone number would be found anywhere. */
const FIGURE_MIN_WORDS = 3;

/**
 * The texts of copy that show a figure counted from the reviews ({{averageRating}}/5 and its title,
 * "{{fiveStarCount}} of {{reviewCount}}" ...), as the gate looks for them: while only sample
 * reviews are listed, each may show only inside a marked item (decision 061). A card's value is
 * read with its title, as the page shows them.
 */
function sampleFigures(site: Site): Array<{ what: string; snippet: string }> {
  const out: Array<{ what: string; snippet: string }> = [];
  const add = (file: string, text: string) => {
    const w = words(fill(text, site.facts)).slice(0, SNIPPET_WORDS);
    if (w.length >= FIGURE_MIN_WORDS) out.push({ what: `a rating counted from sample reviews (${file})`, snippet: w.join(' ') });
  };
  for (const [file, source] of contentFiles(site.sources))
    walkObjects(source.data, [], (_, item) => {
      const texts = Object.entries(item).filter((e): e is [string, string] => typeof e[1] === 'string');
      if (!texts.some(([, t]) => namesReviewFigure(t))) return;
      const card = typeof item.value === 'string' && typeof item.title === 'string';
      if (card) add(file, `${item.value} ${item.title}`);
      for (const [key, t] of texts) if (namesReviewFigure(t) && !(card && (key === 'value' || key === 'title'))) add(file, t);
    });
  for (const [file, body] of Object.entries(site.mdx)) for (const line of body.split('\n')) if (namesReviewFigure(line)) add(file, line);
  return out;
}

/**
 * No sample shown without its mark (decision 9): the text of every review and job marked
 * `sample: true`, and while only samples are listed every rating counted from them, may appear on a
 * page only inside an element that carries `data-sample` and holds the visible mark (`data-sample-mark`, src/components/sample-mark.tsx).
 */
export function sampleGate(site: Site): Gate<{ text: string }> {
  const errors: string[] = [];
  const samples = [
    ...site.reviews.filter((r) => r.sample).map((r) => ({ what: `sample review ${r.id}`, text: r.comment })),
    ...site.projects.filter((p) => p.sample).map((p) => ({ what: `sample job ${p.id}`, text: p.text })),
  ]
    .map((s) => ({ what: s.what, snippet: words(fill(s.text, site.facts)).slice(0, SNIPPET_WORDS).join(' ') }))
    .concat(ratingsAreSamples(site.reviews) ? sampleFigures(site) : []);
  const take = (p: { url: string }, read: { text: string }) => {
    // A page read before (its reading kept, src/build/audit/index.ts) is searched only for snippets it was not searched for.
    let found = judged.get(read);
    if (!found) judged.set(read, (found = new Map()));
    for (const s of samples) {
      let shown = found.get(s.snippet);
      if (shown === undefined) found.set(s.snippet, (shown = read.text.includes(` ${s.snippet} `)));
      if (shown) errors.push(`${p.url}: ${s.what} is shown without its "sample" mark`);
    }
  };
  return gate(unmarkedWords, take, { errors: () => errors });
}

/** The words of a page's body with every marked sample cut out, space-delimited: whatever sample text is left is unmarked. */
/** Whether each snippet looked for is in each reading. */
const judged = new WeakMap<object, Map<string, boolean>>();

function unmarkedWords(p: HtmlPage): { text: string } {
  const cuts = p.root
    .querySelectorAll('[data-sample]')
    .filter((el) => el.querySelector('[data-sample-mark]'))
    .map((el) => el.range)
    .filter((r, _, all) => !all.some((o) => o !== r && o[0] <= r[0] && o[1] >= r[1]));
  let html = p.html;
  for (const [start, end] of [...cuts].sort((a, b) => b[0] - a[0])) html = html.slice(0, start) + html.slice(end);
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return { text: ` ${words(htmlText(body)).join(' ')} ` };
}
