import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The page kind the tests add: its name, its route's path and its copy's heading. */
export const NEW_KIND = { kind: 'promise', path: '/our-promise', heading: 'What We Promise Every Homeowner' };

/** Its copy's declaration (src/kinds/promise/copy.json). */
const COPY_DECLARATION = {
  title: 'Promise page copy',
  description: 'content/pages/promise.yaml: the promise page.',
  blocks: { hero: ['heading', 'intro'], terms: ['heading', 'paragraphs'] },
};

/** Its module: the data loader, which reads the copy's blocks typed. */
const MODULE = `import type { DataBuilder } from '../context';
import { defineKind } from '../kind';

export type PromiseProps = { heading: string; intro: string; terms: { heading: string; paragraphs: string[] } };

const pageProps: DataBuilder<PromiseProps> = ({ blocks }) => {
  const copy = blocks('promise');
  const terms = { heading: copy.terms.heading, paragraphs: copy.terms.paragraphs };
  return { props: { heading: copy.hero.heading, intro: copy.hero.intro, terms } };
};

export default defineKind({ data: pageProps });
`;

/** Its page component, built from the shared page parts. */
const PAGE = `import type { PageData } from '../../app/types';
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
`;

/** Its copy (content/pages/promise.yaml): every block its declaration names. */
const COPY = `blocks:
  hero:
    heading: ${NEW_KIND.heading}
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
`;

/** Its route, put before the FAQ's. */
const ROUTE = `  - path: ${NEW_KIND.path}
    kind: ${NEW_KIND.kind}
    title: "Our Promise to Homeowners | {{company}}"
    description: "What every homeowner can count on from our technicians: plain explanations, a clean garage, and a person to call if anything misbehaves."
    breadcrumb: Our Promise
    parent: /
    sitemap: pages
`;

/**
 * Adds a page kind of its own to the project or scratch site at `root`, as the README's "Add a page
 * kind" says (steps 1 to 3): its folder under src/kinds/ (the copy's declaration, the module, the
 * page component), its copy in content/pages/ and its route in site.yaml. Nothing else: nothing
 * lists the kinds.
 */
export function addPageKind(root: string): void {
  const files = {
    'src/kinds/promise/copy.json': JSON.stringify(COPY_DECLARATION),
    'src/kinds/promise/index.ts': MODULE,
    'src/kinds/promise/page.tsx': PAGE,
    'content/pages/promise.yaml': COPY,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const site = readFileSync(join(root, 'site.yaml'), 'utf8');
  const faqRoute = '  - path: /faq\n';
  if (!site.includes(faqRoute)) throw new Error(`site.yaml of ${root} has no route '${faqRoute.trim()}' to put the new one before`);
  writeFileSync(join(root, 'site.yaml'), site.replace(faqRoute, `${ROUTE}${faqRoute}`));
}
