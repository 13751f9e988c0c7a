import { isPlaceholderUrl } from '../manifest/facts';
import { allRedirects } from '../routes/redirects';
import { expandRoutes } from '../routes/table';
import { ADMIN_PATH, href, matchesPattern, SITEMAP_HTML, SITEMAP_XML } from '../routes/urls';
import { checkFacts } from '../manifest/check-facts';
import { checkProjects } from '../manifest/check-projects';
import { didYouMean, formatPath, ManifestError, type ErrorCode } from '../manifest/errors';
import type { Site } from '../manifest/load';
import { checkConsistency, typedCount } from '../manifest/consistency';
import { checkMdx } from './mdx';
import { residueIn } from './residue';
import { placeholders } from '../manifest/template';

type Options = { launch?: boolean };
type Path = Array<string | number>;

/** Where the page of an item of each collection lives, for the redirect a removed item needs. */
const PAGE_OF: Record<string, (id: string) => { page: string; list: string }> = {
  service: (serviceId) => ({ page: href('service', { serviceId }), list: href('services-index') }),
  city: (cityId) => ({ page: href('city', { cityId }), list: href('service-areas') }),
  brand: (brandId) => ({ page: href('brand', { brandId }), list: href('brands') }),
};
/** Page variables copy may use beside the facts; filled per page. */
const PAGE_VARS = new Set(['service', 'city', 'neighborhood', 'brand', 'county']);
const PHONE = /\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b/;
const DOMAIN = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|us)\b/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
/** A rating, review count or share of ratings typed into copy: these are computed from content/reviews.yaml. */
const TYPED_CLAIM = [
  /\b\d(?:\.\d)?\s*(?:\/\s*5|out of (?:5|five))\b/i, // 4.9/5, 5 out of 5
  /\b(?:rated|rating of|average(?: rating)? of)\s+\d(?:\.\d)?\b/i, // rated 4.9
  /\b\d\.\d\s*-?\s*stars?\b/i, // 4.9 stars
  /\b\d(?:\.\d)?\s*-?\s*stars?\s+(?:rating|average)\b|\b\d(?:\.\d)?\s*★/i, // a 5-star rating, 4.9★
  /\b\d[\d,]*\+?\s+(?:[a-z-]+\s+)?(?:reviews|ratings|testimonials)\b/i, // 500+ reviews, 120 five-star reviews
  /\b\d{1,3}(?:\.\d+)?\s*%\s*(?:of\s+(?:our\s+)?\w+\s+)?(?:(?:are|were|give|gave)\s+)?(?:5|five)[-\s]?stars?\b/i, // 90% 5-star
  /\b\d{1,3}(?:\.\d+)?\s*%\s+(?:customer\s+|client\s+)?(?:satisf\w*|happy|recommend\w*)/i, // 98% satisfaction
];

/** Cross-checks after the schema: ids, routes, redirects, links and copy. Every problem, at once. */
export function checkSite(site: Site, opts: Options = {}): ManifestError[] {
  const errors: ManifestError[] = [];
  const at = (file: string, path: Path, code: ErrorCode, message: string, hint: string, severity: 'error' | 'warning' = 'error') => {
    const pos = site.sources.get(file)?.locate(path) ?? { line: 1, column: 1 };
    errors.push(new ManifestError({ code, file, line: pos.line, column: pos.column, path: formatPath(path), message, hint, severity }));
  };
  const unknownId = (file: string, path: Path, kind: string, id: string, known: string[]) => {
    const guess = didYouMean(id, known);
    const page = PAGE_OF[kind]?.(id);
    const removed = page
      ? ` If the ${kind} was removed, also add a redirect from its old page under redirects: in site.yaml: - { from: ${page.page}, to: ${page.list} }`
      : '';
    const choices = known.length > 8 ? `one of the ${kind} ids (your editor offers them)` : `one of: ${known.join(', ')}`;
    at(
      file,
      path,
      'unknown-id',
      `unknown ${kind} id '${id}'`,
      guess
        ? `Did you mean '${guess}'?`
        : `No ${kind} has this id (was it removed or renamed?). Remove it from this list, or use ${choices}.${removed}`,
    );
  };

  const serviceIds = site.services.map((s) => s.id);
  const brandIds = site.brands.map((b) => b.id);
  const countyNames = site.counties.map((c) => c.name);

  // Ids that copy and collections point at.
  for (const s of site.services) {
    const file = `content/services/${s.id}.yaml`;
    s.relatedServices.forEach((id, i) => {
      if (id === s.id) at(file, ['relatedServices', i], 'unknown-id', `a service cannot be related to itself`, 'Name another service.');
      else if (!serviceIds.includes(id)) unknownId(file, ['relatedServices', i], 'service', id, serviceIds);
    });
    s.commonBrands.forEach((id, i) => !brandIds.includes(id) && unknownId(file, ['commonBrands', i], 'brand', id, brandIds));
  }
  const zipCounty = new Map<string, string>();
  site.counties.forEach((c, ci) =>
    c.zipCodes.forEach((z, zi) => {
      const other = zipCounty.get(z);
      if (other && other !== c.name)
        at(
          'content/counties.yaml',
          ['counties', ci, 'zipCodes', zi],
          'duplicate-id',
          `ZIP ${z} is listed under both ${other} and ${c.name}`,
          'Keep it in the county it belongs to.',
        );
      zipCounty.set(z, c.name);
    }),
  );
  for (const c of site.cities) {
    const file = `content/cities/${c.id}.yaml`;
    if (!countyNames.includes(c.county)) {
      // Its ZIP codes cannot be checked against a county that does not exist: one error, not one per ZIP.
      unknownId(file, ['county'], 'county', c.county, countyNames);
      continue;
    }
    c.keyServices.forEach((id, i) => !serviceIds.includes(id) && unknownId(file, ['keyServices', i], 'service', id, serviceIds));
    const seen = new Set<string>();
    c.neighborhoods.forEach((n, ni) => {
      if (seen.has(n.id))
        at(
          file,
          ['neighborhoods', ni, 'id'],
          'duplicate-id',
          `neighborhood id '${n.id}' appears twice`,
          'Give each neighborhood its own id.',
        );
      seen.add(n.id);
      n.zipCodes.forEach((z, zi) => {
        const county = zipCounty.get(z);
        if (county !== c.county) {
          at(
            file,
            ['neighborhoods', ni, 'zipCodes', zi],
            'wrong-county',
            `ZIP ${z} is not in the ${c.county} list of content/counties.yaml${county ? ` (it is listed under ${county})` : ''}`,
            `Check the ZIP; if it is right, add it to ${c.county} in content/counties.yaml.`,
          );
        }
      });
    });
  }
  const types = site.manifest.booking.serviceTypes;
  site.reviews.forEach((r, i) => {
    if (!types.includes(r.service)) unknownId('content/reviews.yaml', ['reviews', i, 'service'], 'service type', r.service, types);
  });
  const featured = site.reviews.filter((r) => r.featured).length;
  if (featured !== 1)
    at(
      'content/reviews.yaml',
      ['reviews'],
      'schema',
      `${featured} reviews are featured; the reviews page shows exactly one`,
      'Set featured: true on exactly one review.',
    );

  // Routes and redirects.
  const pages = expandRoutes(site);
  const urls = new Set<string>();
  const patternOf = new Map<string, string>();
  // One route giving the same page twice means an id is listed twice in the data, which the id
  // checks above already report where it was typed: only two different routes are a route error.
  const idTwice = errors.some((e) => e.code === 'duplicate-id');
  pages.forEach((p) => {
    const first = patternOf.get(p.url);
    if (first !== undefined && (first !== p.pattern || !idTwice)) {
      const ri = site.manifest.routes.findIndex((r) => r.path === p.pattern);
      at(
        'site.yaml',
        ['routes', ri, 'path'],
        'duplicate-route',
        `two routes produce the page ${p.url}`,
        'Change one of the route paths or remove the duplicate.',
      );
    }
    if (first === undefined) patternOf.set(p.url, p.pattern);
    urls.add(p.url);
  });
  // The host sends every path that starts with /admin the editing screen's headers (never indexed, its own policy).
  const screen = ADMIN_PATH.slice(0, -1);
  const screenHint = `${screen} is the address of the editing screen: the host sends every path that starts with it the screen's headers (never indexed). Choose a path that does not start with ${screen}.`;
  const reservedRoutes = new Set<string>();
  pages.forEach((p) => {
    if (!p.url.startsWith(screen) || reservedRoutes.has(p.pattern)) return;
    reservedRoutes.add(p.pattern);
    const ri = site.manifest.routes.findIndex((r) => r.path === p.pattern);
    at('site.yaml', ['routes', ri, 'path'], 'reserved-path', `the page ${p.url} starts with ${screen}`, screenHint);
  });
  site.manifest.redirects.forEach((r, i) => {
    if (r.from.startsWith(screen))
      at('site.yaml', ['redirects', i, 'from'], 'reserved-path', `the redirect from ${r.from} starts with ${screen}`, screenHint);
  });
  site.manifest.routes.forEach((r, i) => {
    if (r.body && !site.mdx[r.body])
      at('site.yaml', ['routes', i, 'body'], 'missing-file', `${r.body} does not exist`, `Create ${r.body} or fix the path.`);
    if (r.parent && !site.manifest.routes.some((o) => o.path === r.parent))
      at('site.yaml', ['routes', i, 'parent'], 'unknown-id', `no route has the path '${r.parent}'`, 'Use the path of another route.');
  });
  const redirects = allRedirects(site, [...urls]);
  const redirectMap = new Map(redirects.map((r) => [r.from, r.to]));
  const loops = new Set<string>();
  site.manifest.redirects.forEach((r, i) => {
    if (urls.has(r.from))
      at(
        'site.yaml',
        ['redirects', i, 'from'],
        'redirect-shadows-page',
        `${r.from} is a page; a redirect from it would hide the page`,
        'Remove the redirect or the page.',
      );
    const chain = [r.from];
    let to = r.to;
    while (redirectMap.has(to) && !chain.includes(to)) {
      chain.push(to);
      to = redirectMap.get(to)!;
    }
    if (chain.includes(to)) {
      const key = [...chain].sort().join(' ');
      if (loops.has(key)) return;
      loops.add(key);
      at(
        'site.yaml',
        ['redirects', i],
        'redirect-loop',
        `redirect loop: ${[...chain, to].join(' -> ')}`,
        'Point one of these redirects at a page.',
      );
    } else if (chain.length > 1 && urls.has(to)) {
      at(
        'site.yaml',
        ['redirects', i, 'to'],
        'redirect-chain',
        `${r.from} redirects to ${r.to}, which redirects again (${[...chain, to].join(' -> ')})`,
        `Point it at ${to} directly: a visitor and a search engine take one hop.`,
      );
    } else if (!urls.has(to)) {
      const folder = (u: string) => u.split('/').slice(0, -1).join('/');
      const guess = didYouMean(
        to,
        [...urls].filter((u) => folder(u) === folder(to)),
      );
      const parent = urls.has(folder(to)) ? folder(to) : '/';
      at(
        'site.yaml',
        ['redirects', i, 'to'],
        'redirect-to-nothing',
        `redirect target ${to} is not a page`,
        guess ? `Did you mean '${guess}'?` : `Point it at an existing page (if ${to} was removed, at ${parent}), or remove the redirect.`,
      );
    }
  });
  const resolves = (href: string) => {
    const path = href.split('#')[0].split('?')[0] || '/';
    return urls.has(path) || path === SITEMAP_HTML || path === SITEMAP_XML;
  };
  site.manifest.notFound.suggestions.forEach((s, i) => {
    if (!urls.has(s.to))
      at(
        'site.yaml',
        ['notFound', 'suggestions', i, 'to'],
        'suggestion-to-nothing',
        `suggested page ${s.to} does not exist`,
        didYouMean(s.to, urls) ? `Did you mean '${didYouMean(s.to, urls)}'?` : 'Suggest an existing page.',
      );
  });
  site.manifest.notFound.patterns.forEach((p, i) => {
    try {
      new RegExp(p.match);
    } catch (e) {
      at(
        'site.yaml',
        ['notFound', 'patterns', i, 'match'],
        'schema',
        `not a valid regular expression: ${(e as Error).message}`,
        'Fix the expression.',
      );
    }
    if (p.kind === 'path' && p.to && !site.manifest.routes.some((r) => matchesPattern(r.path, p.to!.replace(/\$\d/g, 'x')))) {
      at(
        'site.yaml',
        ['notFound', 'patterns', i, 'to'],
        'suggestion-to-nothing',
        `no route has the form ${p.to}`,
        'Point the pattern at a route of site.yaml.',
      );
    }
  });
  const navLinks = (items: typeof site.manifest.navigation.header, path: Path) =>
    items.forEach((l, i) => {
      if (!resolves(l.href))
        at(
          'site.yaml',
          [...path, i, 'href'],
          'broken-link',
          `link to ${l.href}, which is not a page${redirectMap.has(l.href) ? ' (it is a redirect)' : ''}`,
          linkHint(l.href, urls, redirectMap),
        );
      if (l.children) navLinks(l.children, [...path, i, 'children']);
    });
  navLinks(site.manifest.navigation.header, ['navigation', 'header']);
  navLinks(site.manifest.navigation.legal, ['navigation', 'legal']);

  // Copy: every string of every content file, and the MDX bodies.
  const literals = guardedLiterals(site);
  const scanText = (
    path: Path,
    text: string,
    report: (path: Path, code: ErrorCode, message: string, hint: string, severity?: 'error' | 'warning') => void,
    isUrlField = false,
  ) => {
    for (const p of placeholders(text)) {
      if (!(p.name in site.facts) && !PAGE_VARS.has(p.name)) {
        const guess = didYouMean(p.name, Object.keys(site.facts));
        report(
          path,
          'unknown-constant',
          `unknown placeholder {{${p.name}}}`,
          guess ? `Did you mean {{${guess}}}?` : 'Use a key of site.yaml constants.',
        );
      }
    }
    const plain = text.replace(/\{\{[^}]*\}\}/g, ' ');
    for (const lit of literals) {
      if (lit.re.test(plain))
        report(
          path,
          'constant-literal',
          `'${lit.value}' is typed into copy, but site.yaml holds it as a constant`,
          `Write {{${lit.name}}} instead, so that one change in site.yaml updates every page.`,
        );
    }
    const count = typedCount(text, site.facts);
    if (count)
      report(
        path,
        'computed-count',
        `'${count.typed}' types a count that the site computes`,
        `Write {{${count.fact}}} instead of the number, so that it stays right when an item is added or removed.`,
      );
    const claim = TYPED_CLAIM.map((re) => re.exec(plain)?.[0]).find(Boolean);
    if (claim)
      report(
        path,
        'typed-claim',
        `'${claim}' types a rating or a review figure into copy`,
        'Ratings and review figures are counted from content/reviews.yaml: write {{averageRating}}, {{reviewCount}}, {{fiveStarCount}} or {{fiveStarShare}}.',
      );
    const residue = residueIn(plain);
    if (residue) report(path, 'residue', `'${residue}' is left over from another business`, 'Rewrite the sentence for this business.');
    if (PHONE.test(plain)) report(path, 'residue', `a phone number is typed into copy`, 'Write {{phone}} instead.');
    if (!isUrlField && (DOMAIN.test(plain) || EMAIL.test(plain)))
      report(path, 'residue', `a web address or e-mail is typed into copy`, 'Remove it, or use {{email}} for our address.');
    for (const m of text.matchAll(/\]\((\/[^)\s]*)\)|<a\s[^>]*href=["'](\/[^"']*)["']/g)) {
      const href = m[1] ?? m[2];
      if (!resolves(href))
        report(
          path,
          'broken-link',
          `link to ${href}, which is not a page${redirectMap.has(href) ? ' (it is a redirect)' : ''}`,
          linkHint(href, urls, redirectMap),
        );
    }
  };
  for (const [file, source] of site.sources) {
    if (!file.startsWith('content/')) continue;
    walkStrings(source.data, [], (path, text) => {
      const key = path[path.length - 1];
      if (key === 'href') {
        if (!resolves(text))
          at(
            file,
            path,
            'broken-link',
            `link to ${text}, which is not a page${redirectMap.has(text) ? ' (it is a redirect)' : ''}`,
            linkHint(text, urls, redirectMap),
          );
        return;
      }
      if (key === 'id' || key === 'date' || key === 'zip' || path.includes('zipCodes')) return;
      // A brand's website and a fact's source are addresses by design.
      const isUrl = key === 'officialWebsite' || (key === 'url' && path.includes('source'));
      scanText(path, text, (p, code, message, hint, severity) => at(file, p, code, message, hint, severity), isUrl);
    });
  }
  for (const [mdxFile, text] of Object.entries(site.mdx)) {
    const mdx = checkMdx(text);
    const mdxError = (line: number, column: number, code: ErrorCode, message: string, hint: string) =>
      errors.push(new ManifestError({ code, file: mdxFile, line, column, path: '', message, hint }));
    for (const p of mdx.problems) mdxError(p.line, p.column, p.code, p.message, p.hint);
    for (const l of mdx.links) {
      if (l.href.startsWith('/') && !resolves(l.href))
        mdxError(
          l.line,
          l.column,
          'broken-link',
          `link to ${l.href}, which is not a page${redirectMap.has(l.href) ? ' (it is a redirect)' : ''}`,
          linkHint(l.href, urls, redirectMap),
        );
    }
    text
      .split('\n')
      .forEach((line, li) =>
        scanText([], line, (_p, code, message, hint, severity = 'error') =>
          errors.push(new ManifestError({ code, file: mdxFile, line: li + 1, column: 1, path: '', message, hint, severity })),
        ),
      );
  }
  site.manifest.routes.forEach((r, i) => {
    [r.title]
      .flat()
      .forEach((t, ti) =>
        scanText(Array.isArray(r.title) ? ['routes', i, 'title', ti] : ['routes', i, 'title'], t, (p, code, message, hint) =>
          at('site.yaml', p, code, message, hint),
        ),
      );
    scanText(['routes', i, 'description'], r.description, (p, code, message, hint) => at('site.yaml', p, code, message, hint));
  });

  // The business's time zone (booking e-mails and their calendar entries use it).
  const timeZone = site.manifest.business.timeZone;
  if (!knownTimeZone(timeZone))
    at(
      'site.yaml',
      ['business', 'timeZone'],
      'schema',
      `'${timeZone}' is not a known time zone`,
      'Use an IANA name such as America/New_York.',
    );

  checkConsistency(site, (file, path, code, message, hint, severity) => at(file, path, code, message, hint, severity));

  // Placeholders the owner replaces before launch: warnings now, errors with --launch.
  const severity = opts.launch ? 'error' : 'warning';
  // Any content item marked `sample: true` (reviews, projects, ...) is listed, whatever its kind.
  for (const [file, source] of site.sources) {
    if (!file.startsWith('content/')) continue;
    walkObjects(source.data, [], (path, item) => {
      if (item.sample !== true) return;
      const name = typeof item.id === 'string' ? ` '${item.id}'` : '';
      const kind =
        typeof path[path.length - 2] === 'string'
          ? String(path[path.length - 2])
              .replace(/ies$/, 'y')
              .replace(/s$/, '')
          : 'item';
      at(
        file,
        [...path, 'sample'],
        'placeholder',
        `sample ${kind}${name} is not real content`,
        `Replace it with a real ${kind} and remove sample: true.`,
        severity,
      );
    });
  }
  for (const dotted of site.manifest.placeholders ?? []) {
    const path = dotted.split('.');
    at(
      'site.yaml',
      path,
      'placeholder',
      `${dotted} is a placeholder value (listed under placeholders: in site.yaml)`,
      `Put the real value in ${dotted}, then remove '${dotted}' from placeholders:.`,
      severity,
    );
  }
  errors.push(...checkProjects(site));
  errors.push(...checkFacts(site));
  const b = site.manifest.business;
  if (/^\+1\d{3}55501\d{2}$/.test(b.phone.e164))
    at(
      'site.yaml',
      ['business', 'phone', 'e164'],
      'placeholder',
      `the phone number ${b.phone.display} is a fictional 555-01xx number`,
      'Put the business phone in business.phone (display and e164).',
      severity,
    );
  if (/example\.com$/i.test(b.email))
    at(
      'site.yaml',
      ['business', 'email'],
      'placeholder',
      `the e-mail ${b.email} is a placeholder`,
      'Put the business e-mail in business.email.',
      severity,
    );
  if (/example\.com/i.test(site.manifest.site.url))
    at(
      'site.yaml',
      ['site', 'url'],
      'placeholder',
      `the site URL ${site.manifest.site.url} is a placeholder`,
      'Put the real domain in site.url.',
      severity,
    );
  [
    ...b.social.map((s, i) => ({ s, path: ['business', 'social', i, 'url'] as Path })),
    ...b.reviewSites.map((s, i) => ({ s, path: ['business', 'reviewSites', i, 'url'] as Path })),
  ].forEach(
    ({ s, path }) =>
      isPlaceholderUrl(s.url) &&
      at(
        'site.yaml',
        path,
        'placeholder',
        `the ${s.name} link ${s.url} is a placeholder`,
        `Put the business's ${s.name} address here.`,
        severity,
      ),
  );
  return errors;
}

function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function linkHint(href: string, urls: Set<string>, redirects: Map<string, string>): string {
  const path = href.split('#')[0].split('?')[0];
  const target = redirects.get(path);
  if (target) return `Link to ${target} directly.`;
  // Only a page of the same kind (same folder, same depth) is a sensible suggestion.
  const folder = (u: string) => u.split('/').slice(0, -1).join('/');
  const guess = didYouMean(
    path,
    [...urls].filter((u) => folder(u) === folder(path)),
  );
  if (guess) return `Did you mean '${guess}'?`;
  const parent = folder(path);
  return `No page has this address. If the page was removed on purpose, remove this link, and add a redirect under redirects: in site.yaml so old links keep working: - { from: ${path}, to: ${urls.has(parent) ? parent : '/'} }`;
}

type Literal = { name: string; value: string; re: RegExp };

/** Constant values that must not appear typed into copy: those with digits or symbols, plus the phone. */
function guardedLiterals(site: Site): Literal[] {
  const out: Literal[] = [];
  const add = (name: string, value: string) => {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out.push({ name, value, re: new RegExp(`(?<![\\w$])${escaped}(?![\\d])`, 'i') });
  };
  for (const [name, value] of Object.entries(site.manifest.constants)) if (/[\d$%/]/.test(value)) add(name, value);
  add('phone', site.manifest.business.phone.display);
  add('phone', site.manifest.business.phone.e164);
  add('company', site.manifest.business.name);
  return out;
}

function walkObjects(value: unknown, path: Path, visit: (path: Path, item: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((v, i) => walkObjects(v, [...path, i], visit));
  else if (value && typeof value === 'object') {
    visit(path, value as Record<string, unknown>);
    for (const [k, v] of Object.entries(value)) walkObjects(v, [...path, k], visit);
  }
}

function walkStrings(value: unknown, path: Path, visit: (path: Path, text: string) => void): void {
  if (typeof value === 'string') visit(path, value);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkStrings(v, [...path, k], visit);
}
