import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditSite, readAhead, type AuditReadings } from '../../src/build/audit';
import { readThread } from '../../src/build/audit/read-thread';
import { readPages } from '../../src/build/audit/files';
import { validateHtml } from '../../src/build/audit/html';
import { loadSite } from '../../src/manifest/load';
import { pageFile } from '../../src/routes/files';
import { mainText } from '../../src/seo/uniqueness';
import { fixtureBuild } from '../support/fixture-build';

/**
 * Each quality gate catches its kind of breakage: one thing broken in a scratch folder holding the
 * built site, and the gate names the page (and for HTML, file:line).
 */
const { root, dist } = fixtureBuild();
const { site } = loadSite(root);

describe('quality gates on the built site, broken in a scratch folder', () => {
  mkdirSync('.build/scratch', { recursive: true });
  const broken = mkdtempSync(resolve('.build/scratch/dist-'));
  cpSync(dist, broken, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  afterAll(() => rmSync(broken, { recursive: true, force: true }));
  const edit = (file: string, find: string, insert: string) => {
    const path = join(broken, file);
    const text = readFileSync(path, 'utf8');
    expect(text.includes(find), `${file} has ${find}`).toBe(true);
    writeFileSync(path, text.replace(find, `${insert}${find}`));
  };
  const baseline = auditSite(site!, dist).errors;

  it('the real build passes the gates', () => {
    expect(baseline).toEqual([]);
  });

  it('a dead link, a missing #id on a page read before or after, a redirect and a relative link fail the audit; an #id that is there passes', () => {
    edit('services.html', '</main>', '<a href="/services/no-such-service">dead</a><a href="/faq#no-such-question">q</a>');
    edit(
      'about.html',
      '</main>',
      '<a href="/services#no-such-section">s</a><a href="/services#intro">ok</a><a href="/tampa">t</a><a href="faq">r</a>',
    );
    edit(
      'about.html',
      '</head>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"HomeAndConstructionBusiness","aggregateRating":{"@type":"AggregateRating","ratingValue":4.9}}</script>',
    );
    const errors = auditSite(site!, broken).errors;
    expect(errors).toContain('broken link: /services -> /services/no-such-service (no such page)');
    expect(errors).toContain('broken link: /services -> /faq#no-such-question (no element with id "no-such-question")');
    expect(errors).toContain('broken link: /about -> /services#no-such-section (no element with id "no-such-section")');
    expect(errors).toContain('broken link: /about -> /tampa (a redirect; link to its target)');
    expect(errors).toContain('broken link: /about -> faq (relative link; use a path starting with /)');
    expect(errors.filter((error) => error.includes('#intro'))).toEqual([]);
    expect(errors.some((error) => error.startsWith('structured data: /about: JSON-LD has AggregateRating'))).toBe(true);
  });

  it('an indexable page under the own-text bar, a noindex page over it and a shared H1 fail the audit', () => {
    const robots = '<meta name="robots" content="noindex, follow">';
    const rewrite = (file: string, change: (text: string) => string) =>
      writeFileSync(join(broken, file), change(readFileSync(join(broken, file), 'utf8')));
    rewrite(pageFile('/services/keypad-remote/brandon'), (html) => html.replace(robots, ''));
    rewrite(pageFile('/reviews'), (html) => html.replace('</title>', `</title>${robots}`));
    rewrite(pageFile('/faq'), (html) => html.replace(/<h1([^>]*)>[\s\S]*?<\/h1>/, '<h1$1>Garage Door Repair in Tampa, FL</h1>'));
    const errors = auditSite(site!, broken).errors;
    expect(
      errors.some((error) => /^own text: \/services\/keypad-remote\/brandon: [\d.]+% own text \(under 30\.0%\) and indexable$/.test(error)),
    ).toBe(true);
    expect(errors.some((error) => /^own text: \/reviews: noindex although [\d.]+% of its text is its own$/.test(error))).toBe(true);
    // The spec's city hero: the city page holds that heading, and the FAQ page now repeats it.
    expect(errors).toContain('head: /faq: same <h1> as /cities/tampa: "Garage Door Repair in Tampa, FL"');
  });

  it("uses the render's own-text figures only when the files hold exactly the text the render measured", () => {
    const html = new Map(readPages(dist).map((htmlPage) => [htmlPage.url, htmlPage.html]));
    const measured = auditSite(site!, dist).ownText.rows;
    const texts = new Map(measured.map((row) => [row.url, mainText(html.get(row.url)!)]));
    // Figures that contradict the pages: every measured page "0 % own".
    const zero = new Map([...texts.keys()].map((url) => [url, 0]));
    const indexable = measured.filter((row) => !row.noindex).length;
    expect(indexable).toBeGreaterThan(0);
    const trusted = auditSite(site!, dist, { measured: { texts, shares: zero } }).errors;
    expect(trusted.filter((error) => /^own text: .* and indexable$/.test(error))).toHaveLength(indexable);
    // One page's text differs from what the render measured: everything is measured again.
    const [first] = texts.keys();
    texts.set(first, `${texts.get(first)} one more sentence`);
    expect(auditSite(site!, dist, { measured: { texts, shares: zero } }).errors).toEqual([]);
  });

  it('an invalid attribute and an image without alt fail HTML validation, with file:line', async () => {
    edit('faq.html', '</main>', '<button type="fancy">x</button><img src="/favicon-32.png" width="10" height="10">');
    const errors = await validateHtml(broken, ['faq.html']);
    expect(errors.some((error) => /^faq\.html:\d+:\d+ attribute-allowed-values/.test(error))).toBe(true);
    expect(errors.some((error) => /^faq\.html:\d+:\d+ wcag\/h37/.test(error))).toBe(true);
  });
});

// A build reads two of every three changed pages on a thread of its own (readAhead): what that thread reads
// of each page is what the build's own thread reads, and the verdict is the same.
it('pages read on the reading thread are read as on the build’s own: the same readings, the same verdict', async () => {
  const here: AuditReadings = new Map();
  const alone = auditSite(site!, dist, { readings: here });
  const shared: AuditReadings = new Map();
  const reader = readThread(process.cwd());
  let away = 0;
  try {
    await readAhead(dist, shared, { ...reader, read: (pages) => ((away += pages.length), reader.read(pages)) })();
  } finally {
    await reader.close();
  }
  expect(away, 'pages read on the reading thread').toBeGreaterThan(here.size / 2);
  expect([...shared.keys()].sort()).toEqual([...here.keys()].sort());
  for (const [url, kept] of here) expect(shared.get(url), url).toEqual(kept);
  expect(auditSite(site!, dist, { readings: shared }).errors).toEqual(alone.errors);
});
