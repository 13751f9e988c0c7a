import type { Site } from '../../manifest/load';
import { gate, type Gate, type HtmlPage, type PageAt } from './files';
import { visibleText } from './copy';
import { isStandIn, matchesPattern, routePattern } from '../../routes/urls';
import { DESC_MAX, DESC_MIN, TITLE_MAX } from '../../routes/table';

/** Titles, descriptions and H1s: present, within length, unique across indexable pages (one page per query). */
export function headGate(): Gate<HeadRead | undefined> {
  const errors: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const h1s = new Map<string, string>();
  const take = (pageAt: PageAt, read: HeadRead | undefined) => {
    if (!read) return;
    const { title, desc, h1 } = read;
    if (!title) errors.push(`${pageAt.url}: empty <title>`);
    else if (title.length > TITLE_MAX) errors.push(`${pageAt.url}: title is ${title.length} characters (max ${TITLE_MAX}): "${title}"`);
    if (!desc) errors.push(`${pageAt.url}: no meta description`);
    else if (desc.length < DESC_MIN || desc.length > DESC_MAX)
      errors.push(`${pageAt.url}: description is ${desc.length} characters (${DESC_MIN}-${DESC_MAX}): "${desc}"`);
    if (title && titles.has(title)) errors.push(`${pageAt.url}: same title as ${titles.get(title)}: "${title}"`);
    if (desc && descriptions.has(desc)) errors.push(`${pageAt.url}: same description as ${descriptions.get(desc)}`);
    titles.set(title, pageAt.url);
    descriptions.set(desc, pageAt.url);
    if (h1.length !== 1) errors.push(`${pageAt.url}: ${h1.length} <h1> elements (want 1)`);
    const heading = h1[0]?.replace(/\s+/g, ' ').trim().toLowerCase();
    if (heading && h1s.has(heading)) errors.push(`${pageAt.url}: same <h1> as ${h1s.get(heading)}: "${h1[0].trim()}"`);
    if (heading) h1s.set(heading, pageAt.url);
  };
  return gate(readHead, take, { errors: () => errors });
}

/** An indexable page's own head (undefined for a noindex page, or one whose canonical is another page): title, description, the H1s' texts. */
type HeadRead = { title: string; desc: string; h1: string[] };

export function readHead(htmlPage: HtmlPage): HeadRead | undefined {
  if (isNoindex(htmlPage)) return undefined;
  const canonical = htmlPage.root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  // A page whose canonical is another page (a category view) repeats that page's head on purpose.
  if (canonical && !canonical.endsWith(htmlPage.url === '/' ? '/' : htmlPage.url)) return undefined;
  return {
    title: htmlPage.root.querySelector('title')?.text.trim() ?? '',
    desc: htmlPage.root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    h1: htmlPage.root.querySelectorAll('h1').map((element) => element.text),
  };
}

export function isNoindex(htmlPage: HtmlPage): boolean {
  return (
    /noindex/.test(htmlPage.root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '') ||
    htmlPage.html.includes('http-equiv="refresh"')
  );
}

type Ld = Record<string, any>;

/** JSON-LD parses, uses the right types and the constants, matches the visible page; name, address and phone agree everywhere. */
export function structuredDataGate(site: Site): Gate<LdRead | undefined> {
  const errors: string[] = [];
  const business = site.manifest.business;
  const hours = business.hours.service.map((hoursSpec) => ({
    days: [...hoursSpec.days].sort().join(','),
    opens: hoursSpec.opens,
    closes: hoursSpec.closes,
  }));
  const faqUrl = site.manifest.routes.find((route) => route.kind === 'faq')?.path;
  /** each @id defined somewhere, as first defined (JSON), and where */
  const definitions = new Map<string, { json: string; url: string }>();
  const take = (pageAt: PageAt, read: LdRead | undefined) => {
    if (!read) return;
    const blocks: Ld[] = [];
    const { text } = read;
    if (!text.includes(business.phone.display)) errors.push(`${pageAt.url}: the phone number ${business.phone.display} is not shown`);
    if (!text.includes(business.name)) errors.push(`${pageAt.url}: the business name is not shown`);
    if (!text.includes(business.address.street)) errors.push(`${pageAt.url}: the street address ${business.address.street} is not shown`);
    if (/\(\d{3}\) \d{3}-\d{4}/.test(text.replaceAll(business.phone.display, '')))
      errors.push(`${pageAt.url}: another phone number is shown`);
    for (const source of read.blocks) {
      let ld: Ld;
      try {
        ld = JSON.parse(source);
      } catch (e) {
        errors.push(`${pageAt.url}: JSON-LD does not parse: ${(e as Error).message}`);
        continue;
      }
      blocks.push(ld);
      const json = JSON.stringify(ld);
      if (/"@type":"(AggregateRating|Review)"/.test(json))
        errors.push(`${pageAt.url}: JSON-LD has AggregateRating or Review (self-serving reviews are not marked up)`);
      if (ld['@context'] !== 'https://schema.org') errors.push(`${pageAt.url}: JSON-LD @context must be https://schema.org`);
      switch (ld['@type']) {
        case 'HomeAndConstructionBusiness':
          errors.push(...businessErrors(pageAt.url, ld, site, hours));
          break;
        case 'BreadcrumbList':
          errors.push(...breadcrumbErrors(pageAt.url, read, ld));
          break;
        case 'FAQPage': {
          if (pageAt.url !== faqUrl)
            errors.push(`${pageAt.url}: FAQPage markup outside the FAQ page (${faqUrl}): FAQ markup is for the one page of questions`);
          const visible = new Set(read.summaries);
          for (const question of ld.mainEntity ?? []) {
            if (!visible.has(question.name)) errors.push(`${pageAt.url}: FAQPage question not shown on the page: "${question.name}"`);
            if (!question.acceptedAnswer?.text) errors.push(`${pageAt.url}: FAQPage question without an answer: "${question.name}"`);
          }
          break;
        }
        case 'Service':
        case 'ItemList':
          if (!ld.name && !ld.itemListElement) errors.push(`${pageAt.url}: ${ld['@type']} without a name`);
          break;
        default:
          errors.push(`${pageAt.url}: unexpected JSON-LD type ${ld['@type']}`);
      }
    }
    errors.push(...checkIds(pageAt.url, blocks, definitions));
  };
  return gate(readLd, take, { errors: () => errors });
}

/**
 * What the structured data is checked against on a page (undefined for a redirect's fallback page):
 * the visible text, the JSON-LD blocks as written, the questions shown, the visible breadcrumb and
 * the canonical URL.
 */
type LdRead = { text: string; blocks: string[]; summaries: string[]; breadcrumb: string[]; canonical: string | undefined };

export function readLd(htmlPage: HtmlPage): LdRead | undefined {
  if (htmlPage.html.includes('http-equiv="refresh"')) return undefined;
  return {
    text: visibleText(htmlPage),
    blocks: htmlPage.root.querySelectorAll('script[type="application/ld+json"]').map((el) => el.text),
    summaries: htmlPage.root.querySelectorAll('details summary').map((element) => element.text.trim()),
    breadcrumb: htmlPage.root.querySelectorAll('nav[aria-label="Breadcrumb"] li').map((li) => li.text.trim()),
    canonical: htmlPage.root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
  };
}

/** The business's JSON-LD says what site.yaml says: name, phone, address, price range, hours; place pages carry geo. */
function businessErrors(url: string, ld: Ld, site: Site, hours: Array<{ days: string; opens: string; closes: string }>): string[] {
  const errors: string[] = [];
  const business = site.manifest.business;
  for (const key of ['name', 'address', 'telephone', 'url']) if (!ld[key]) errors.push(`${url}: LocalBusiness without ${key}`);
  if (ld.name !== business.name) errors.push(`${url}: LocalBusiness name "${ld.name}" differs from "${business.name}"`);
  if (ld.telephone !== business.phone.e164) errors.push(`${url}: LocalBusiness telephone differs from site.yaml`);
  if (ld.address?.streetAddress !== business.address.street || ld.address?.postalCode !== business.address.postalCode)
    errors.push(`${url}: LocalBusiness address differs from site.yaml`);
  if (ld.priceRange !== business.priceRange) errors.push(`${url}: priceRange "${ld.priceRange}" differs from "${business.priceRange}"`);
  const got = (ld.openingHoursSpecification ?? []).map((item: Ld) => ({
    days: [...item.dayOfWeek].sort().join(','),
    opens: item.opens,
    closes: item.closes,
  }));
  if (JSON.stringify(got) !== JSON.stringify(hours)) errors.push(`${url}: opening hours differ from site.yaml business.hours.service`);
  const placePage = [routePattern('city'), routePattern('neighborhood')].some((pattern) => matchesPattern(pattern, url));
  if (!ld.geo && placePage && !isStandIn(url)) errors.push(`${url}: LocalBusiness without geo`);
  return errors;
}

/** The breadcrumb's JSON-LD is the visible breadcrumb, numbered 1..n, ending at the page's canonical URL. */
function breadcrumbErrors(url: string, read: LdRead, ld: Ld): string[] {
  const errors: string[] = [];
  const visible = read.breadcrumb;
  const names = (ld.itemListElement ?? []).map((item: Ld) => item.name);
  const positions = (ld.itemListElement ?? []).map((item: Ld) => item.position);
  if (JSON.stringify(visible) !== JSON.stringify(names))
    errors.push(`${url}: BreadcrumbList ${JSON.stringify(names)} differs from the visible breadcrumb ${JSON.stringify(visible)}`);
  if (positions.some((n: number, i: number) => n !== i + 1)) errors.push(`${url}: BreadcrumbList positions are not 1..n`);
  const { canonical } = read;
  const last = (ld.itemListElement ?? []).at(-1)?.item;
  if (canonical && last !== canonical) errors.push(`${url}: BreadcrumbList ends at ${last}, not at the page's canonical URL ${canonical}`);
  return errors;
}

/**
 * Every @id a block references ({"@id": ...} alone) is defined on the same page (an object with
 * @id and @type), and an @id means the same thing on every page: one definition, word for word.
 */
function checkIds(url: string, blocks: Ld[], definitions: Map<string, { json: string; url: string }>): string[] {
  const errors: string[] = [];
  const defined = new Map<string, Ld>();
  const referenced = new Set<string>();
  const walk = (item: unknown) => {
    if (Array.isArray(item)) return item.forEach(walk);
    if (!item || typeof item !== 'object') return;
    const ld = item as Ld;
    if (typeof ld['@id'] === 'string') {
      if (Object.keys(ld).length === 1) referenced.add(ld['@id']);
      else defined.set(ld['@id'], ld);
    }
    Object.values(ld).forEach(walk);
  };
  blocks.forEach(walk);
  for (const id of referenced) if (!defined.has(id)) errors.push(`${url}: JSON-LD references ${id}, which is not defined on this page`);
  for (const [id, ld] of defined) {
    const json = JSON.stringify(ld);
    const first = definitions.get(id);
    if (!first) definitions.set(id, { json, url });
    else if (first.json !== json)
      errors.push(`${url}: JSON-LD ${id} differs from its definition on ${first.url} (one thing, one description)`);
  }
  return errors;
}
