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
    const snippet = words(fill(text, site.facts)).slice(0, SNIPPET_WORDS);
    if (snippet.length >= FIGURE_MIN_WORDS)
      out.push({ what: `a rating counted from sample reviews (${file})`, snippet: snippet.join(' ') });
  };
  for (const [file, source] of contentFiles(site.sources))
    walkObjects(source.data, [], (_, item) => {
      const texts = Object.entries(item).filter((error): error is [string, string] => typeof error[1] === 'string');
      if (!texts.some(([, text]) => namesReviewFigure(text))) return;
      const card = typeof item.value === 'string' && typeof item.title === 'string';
      if (card) add(file, `${item.value} ${item.title}`);
      for (const [key, text] of texts) if (namesReviewFigure(text) && !(card && (key === 'value' || key === 'title'))) add(file, text);
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
    ...site.reviews.filter((review) => review.sample).map((review) => ({ what: `sample review ${review.id}`, text: review.comment })),
    ...site.projects.filter((project) => project.sample).map((project) => ({ what: `sample job ${project.id}`, text: project.text })),
  ]
    .map((item) => ({ what: item.what, snippet: words(fill(item.text, site.facts)).slice(0, SNIPPET_WORDS).join(' ') }))
    .concat(ratingsAreSamples(site.reviews) ? sampleFigures(site) : []);
  const take = (item: { url: string }, read: { text: string }) => {
    // A page read before (its reading kept, src/build/audit/index.ts) is searched only for snippets it was not searched for.
    let found = judged.get(read);
    if (!found) judged.set(read, (found = new Map()));
    for (const sample of samples) {
      let shown = found.get(sample.snippet);
      if (shown === undefined) found.set(sample.snippet, (shown = read.text.includes(` ${sample.snippet} `)));
      if (shown) errors.push(`${item.url}: ${sample.what} is shown without its "sample" mark`);
    }
  };
  return gate(unmarkedWords, take, { errors: () => errors });
}

/** The words of a page's body with every marked sample cut out, space-delimited: whatever sample text is left is unmarked. */
/** Whether each snippet looked for is in each reading. */
const judged = new WeakMap<object, Map<string, boolean>>();

export function unmarkedWords(htmlPage: HtmlPage): { text: string } {
  const cuts = htmlPage.root
    .querySelectorAll('[data-sample]')
    .filter((el) => el.querySelector('[data-sample-mark]'))
    .map((el) => el.range)
    .filter((item, _, all) => !all.some((option) => option !== item && option[0] <= item[0] && option[1] >= item[1]));
  let html = htmlPage.html;
  for (const [start, end] of [...cuts].sort((a, b) => b[0] - a[0])) html = html.slice(0, start) + html.slice(end);
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return { text: ` ${words(htmlText(body)).join(' ')} ` };
}
