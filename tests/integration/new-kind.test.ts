import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { dataUrl } from '../../src/app/page-store';
import { pageFile } from '../../src/routes/files';
import { siteCopy } from '../support/site-copy';

const ROOT = resolve(import.meta.dirname, '../..');
const root = siteCopy(undefined, { buildable: true });
// The copy's own scripts: they bundle the copy's src/, where the new kind's folder is.
cpSync(join(ROOT, 'scripts'), join(root, 'scripts'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};

/** A page kind of its own: its copy's declaration, its module (data loader) and its page component, nothing else. */
function addKind() {
  write(
    'src/kinds/promise/copy.json',
    JSON.stringify({
      title: 'Promise page copy',
      description: 'content/pages/promise.yaml: the promise page.',
      blocks: { hero: ['heading', 'intro'], terms: ['heading', 'paragraphs'] },
    }),
  );
  write(
    'src/kinds/promise/index.ts',
    `import type { DataBuilder } from '../context';
import { defineKind } from '../kind';

export type PromiseProps = { heading: string; intro: string; terms: { heading: string; paragraphs: string[] } };

const pageProps: DataBuilder<PromiseProps> = ({ blocks }) => {
  const b = blocks('promise');
  return { props: { heading: b.hero.heading, intro: b.hero.intro, terms: { heading: b.terms.heading, paragraphs: b.terms.paragraphs } } };
};

export default defineKind({ data: pageProps });
`,
  );
  write(
    'src/kinds/promise/page.tsx',
    `import type { PageData } from '../../app/types';
import { Hero } from '../../components/hero';
import { Section } from '../../components/section';
import type { PromiseProps } from './index';

export default function PromisePage({ page }: { page: PageData<PromiseProps> }) {
  const { heading, intro, terms } = page.props;
  return (
    <>
      <Hero heading={heading} intro={intro} breadcrumbs={page.breadcrumbs} />
      <Section id="promise-terms" heading={terms.heading}>
        {terms.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Section>
    </>
  );
}
`,
  );
  write(
    'content/pages/promise.yaml',
    `blocks:
  hero:
    heading: What We Promise Every Homeowner
    intro: >-
      Plain talk before any wrench turns, a tidy driveway when we leave, and a door that
      glides quietly the next morning.
  terms:
    heading: How We Keep It
    paragraphs:
      - >-
        Our technician explains what failed and why, shows you the worn part in his hand, and
        lets you decide without pressure whether the repair goes ahead today.
      - >-
        Drop cloths go down under the opener rail, old springs and cables leave with the truck,
        and the floor is swept before anyone asks you to test the remote.
      - >-
        If something we touched misbehaves later, call the office and a person who knows your
        visit arranges the return trip; nobody reads you a script.
`,
  );
  const site = readFileSync(join(root, 'site.yaml'), 'utf8');
  const faqRoute = '  - path: /faq\n';
  expect(site).toContain(faqRoute);
  writeFileSync(
    join(root, 'site.yaml'),
    site.replace(
      faqRoute,
      `  - path: /our-promise
    kind: promise
    title: "Our Promise to Homeowners | {{company}}"
    description: "What every homeowner can count on from our technicians: plain explanations, a clean garage, and a person to call if anything misbehaves."
    breadcrumb: Our Promise
    parent: /
    sitemap: pages
${faqRoute}`,
    ),
  );
}

it('a new page kind is one folder under src/kinds/ plus its route (and its copy): checked, prerendered, preloaded, in page.json and the sitemap', () => {
  addKind();
  const r = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), 'build'], { cwd: root, encoding: 'utf8' });
  const out = r.stdout + r.stderr;
  expect(r.status, out).toBe(0);
  // The links of the code (href) are generated before the build from the routes: they know the
  // new kind at once, and nobody is asked to regenerate anything.
  expect(out).not.toMatch(/route-changed/);
  // The types of its copy too (blocks('promise') is typed by its copy.json).
  expect(readFileSync(join(root, 'src/kinds/copy.generated.ts'), 'utf8')).toContain('  "promise": {\n    "hero": "heading" | "intro";');

  const dist = join(root, 'dist');
  const htmlFile = join(dist, pageFile('/our-promise'));
  expect(existsSync(htmlFile), out).toBe(true);
  const html = readFileSync(htmlFile, 'utf8');
  expect(html).toMatch(/<h1[^>]*>What We Promise Every Homeowner<\/h1>/);
  expect(html).toContain('<title>Our Promise to Homeowners');

  const data = JSON.parse(readFileSync(join(dist, dataUrl('/our-promise')), 'utf8'));
  expect(data.kind).toBe('promise');
  expect(data.props.terms.paragraphs).toHaveLength(3);

  // Its own chunk, listed for preloading on its page and on no other kind's page.
  const modules = (file: string) => /data-modules="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1].split(' ') ?? [];
  const own = modules(htmlFile).filter((m) => !modules(join(dist, pageFile('/faq'))).includes(m));
  const chunk = own.find((m) => readFileSync(join(dist, m), 'utf8').includes('promise-terms'));
  expect(chunk, `modules: ${own.join(' ')}`).toBeDefined();
  expect(modules(join(dist, pageFile('/about')))).not.toContain(chunk);

  expect(readFileSync(join(dist, 'sitemap-pages.xml'), 'utf8')).toContain('<loc>https://www.example.com/our-promise</loc>');
  expect(html).not.toContain('noindex');
});

it('a route naming a kind that has no folder is an error that lists the kinds', () => {
  const site = readFileSync(join(root, 'site.yaml'), 'utf8');
  writeFileSync(join(root, 'site.yaml'), site.replace('    kind: promise\n', '    kind: promis\n'));
  const r = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), 'check'], { cwd: root, encoding: 'utf8' });
  const out = r.stdout + r.stderr;
  expect(r.status, out).toBe(1);
  expect(out).toMatch(
    /error \[unknown-kind\] there is no page kind 'promis'\n {2}fix: Did you mean 'promise'\? The page kinds are: .*\bpromise\b/,
  );
});
