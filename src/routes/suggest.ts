import type { CollectionName } from './collections';
import type { RouteKind } from './table';
import { href } from './urls';

/** What the browser knows of the route table (part of the shell): enough to route, redirect and suggest. */
export type RouteShell = {
  /** route patterns, for client routing and the not-found logic */
  routes: Array<{ path: string; kind: RouteKind; collection?: CollectionName; onMissing?: string }>;
  redirects: Array<{ from: string; to: string }>;
  redirectPatterns: Array<{ match: string; to: string; message: string }>;
  notFound: {
    suggestions: Array<{ from: string; to: string }>;
    patterns: Array<{ match: string; capture: 'path' | 'service-word'; to?: string; lowercase?: boolean }>;
    limit: number;
  };
  ids: { services: Array<{ id: string; title: string }>; cities: string[]; brands: string[] };
};
export type SuggestShell = RouteShell;

type SuggestedLink = { label: string; href: string };

/** What the not-found page does for a path: leave at once, offer one page (the banner), list a few links. */
type NotFoundAdvice = {
  /** a malformed path (a www. segment, a URL inside the path): replace the whole page with `to` */
  hardRedirect?: { to: string; message: string };
  /** the same path in lower case is a page: go there (replace) */
  caseRedirect?: string;
  /** the page the visitor most likely meant ("Go to suggested page") */
  banner?: string;
  /** at most shell.notFound.limit links: Home Page first, Schedule Service last, topical ones between */
  links: SuggestedLink[];
};

const HOME: SuggestedLink = { label: 'Home Page', href: href('home') };
const BOOK: SuggestedLink = { label: 'Schedule Service', href: href('booking') };

/** Spec: the topical links, shown when the path mentions one of the words. */
const TOPICS: Array<{ words: string[]; links: SuggestedLink[] }> = [
  {
    words: ['service', 'repair', 'install', 'door'],
    links: [
      { label: 'All Services', href: href('services-index') },
      { label: 'Garage Door Repair', href: href('service', { serviceId: 'garage-door-repair' }) },
      { label: 'Spring Replacement', href: href('service', { serviceId: 'spring-replacement' }) },
    ],
  },
  {
    words: ['city', 'area', 'location', 'tampa'],
    links: [
      { label: 'Service Areas', href: href('service-areas') },
      { label: 'Tampa Services', href: href('city', { cityId: 'tampa' }) },
    ],
  },
];

type IdList = keyof SuggestShell['ids'];
/**
 * The ids each parameter of a collection's routes takes, in the order of the pattern's parameters
 * (src/routes/collections.ts): a parameter's name does not matter. A neighborhood is never guessed.
 */
const PARAM_IDS: Record<CollectionName, Array<IdList | undefined>> = {
  services: ['services'],
  cities: ['cities'],
  brands: ['brands'],
  neighborhoods: ['cities', undefined],
  'service-cities': ['services', 'cities'],
};

function ids(shell: SuggestShell, list: IdList | undefined): string[] {
  if (list === 'services') return shell.ids.services.map((service) => service.id);
  return list ? shell.ids[list] : [];
}

/** True when the site has a page at `path`: a static route, or a pattern whose every id is known. */
export function pageExists(shell: SuggestShell, path: string): boolean {
  const segs = path.split('/');
  return shell.routes.some((route) => {
    const pat = route.path.split('/');
    if (pat.length !== segs.length) return false;
    const lists = route.collection ? PARAM_IDS[route.collection] : [];
    let param = 0;
    return pat.every((text, i) => (text.startsWith(':') ? ids(shell, lists[param++]).includes(segs[i]) : text === segs[i]));
  });
}

/** Decoded, lower-cased, without a trailing slash. */
function normalize(pathname: string): string {
  let text = pathname;
  try {
    text = decodeURIComponent(text);
  } catch {
    // a malformed escape: keep the raw text
  }
  text = text.toLowerCase();
  return text.length > 1 ? text.replace(/\/+$/, '') || '/' : text;
}

/** Follows declared redirects (a suggestion may name a redirect source) to the page they end on. */
function settle(shell: SuggestShell, path: string): string {
  let cur = path;
  for (let i = 0; i < 5; i++) {
    const next = shell.redirects.find((redirect) => redirect.from === cur)?.to;
    if (!next || next === cur) break;
    cur = next;
  }
  return cur;
}

/** Candidate banner targets for a path, best first: the exact map, then the patterns in manifest order. */
function bannerCandidates(shell: SuggestShell, path: string): string[] {
  const out: string[] = [];
  const exact = [...shell.redirects, ...shell.notFound.suggestions].find((redirect) => redirect.from.toLowerCase() === path);
  if (exact) out.push(exact.to);
  for (const pattern of shell.notFound.patterns) {
    const match = new RegExp(pattern.match).exec(path);
    if (!match) continue;
    const captured = pattern.lowercase ? (match[1] ?? '').toLowerCase() : (match[1] ?? '');
    if (pattern.capture === 'service-word') {
      const word = captured;
      const hit = word
        ? shell.ids.services.find((service) => service.id.includes(word) || service.title.toLowerCase().includes(word))
        : undefined;
      if (hit) out.push(href('service', { serviceId: hit.id }));
    } else if (pattern.to) {
      out.push(pattern.to.replace(/\$1/g, captured));
    }
  }
  return out;
}

/**
 * Every page address the shell can name: each static route, and each route's pages by the ids of
 * its parameters (neighborhoods, never guessed, left out).
 */
function knownPaths(shell: SuggestShell): string[] {
  return shell.routes.flatMap((route) => {
    const lists = route.collection ? PARAM_IDS[route.collection] : [];
    let param = 0;
    let paths = [''];
    for (const text of route.path.split('/').slice(1)) {
      const options = text.startsWith(':') ? ids(shell, lists[param++]) : [text];
      paths = paths.flatMap((path) => options.map((option) => `${path}/${option}`));
    }
    return paths;
  });
}

/** Edits (a letter added, dropped, changed, or two swapped) between two texts, counted up to `most` + 1. */
export function editDistance(typed: string, known: string, most: number): number {
  if (Math.abs(typed.length - known.length) > most) return most + 1;
  let before: number[] = [];
  let last = Array.from({ length: known.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const row = [i];
    for (let j = 1; j <= known.length; j++) {
      const cost = typed[i - 1] === known[j - 1] ? 0 : 1;
      row[j] = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost);
      const swapped = i > 1 && j > 1 && typed[i - 1] === known[j - 2] && typed[i - 2] === known[j - 1];
      if (swapped) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    [before, last] = [last, row];
  }
  return last[known.length];
}

/**
 * The page whose address is a slip of the keyboard away from `path` (/servics, /cities/tampaa,
 * /brands/liftmastr): at most one edit in every four letters, two at most; the nearest, the first
 * route's on a tie.
 */
export function nearMiss(shell: SuggestShell, pathname: string): string | undefined {
  const path = normalize(pathname);
  const most = Math.min(2, Math.floor(path.length / 4));
  let best: { path: string; distance: number } | undefined;
  for (const known of knownPaths(shell)) {
    const distance = editDistance(path, known, most);
    if (distance <= most && distance > 0 && (!best || distance < best.distance)) best = { path: known, distance };
  }
  return best?.path;
}

/**
 * The page an unknown address sits under (/cities/tampa for /cities/tampa/nowhere, the service for
 * a town it has no page for); undefined when only the home page is (its link is on every such page).
 */
export function pageAbove(shell: SuggestShell, pathname: string): string | undefined {
  const parts = normalize(pathname).split('/').filter(Boolean);
  for (let n = parts.length - 1; n >= 1; n--) {
    const up = `/${parts.slice(0, n).join('/')}`;
    if (pageExists(shell, up)) return up;
  }
  return undefined;
}

/** The pure not-found logic: from the shell and the path the visitor asked for, what to offer. */
export function suggest(shell: SuggestShell, pathname: string): NotFoundAdvice {
  const path = normalize(pathname);
  const hard = shell.redirectPatterns.find((redirectPattern) => new RegExp(redirectPattern.match, 'i').test(path));
  if (hard) return { hardRedirect: { to: hard.to, message: hard.message }, links: [] };

  const raw = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const caseRedirect = path !== raw && pageExists(shell, path) ? path : undefined;

  // The spec's map and patterns first; then a page one slip of the keyboard away.
  const banner =
    bannerCandidates(shell, path)
      .map((to) => settle(shell, to))
      .find((to) => to !== path && pageExists(shell, to)) ?? nearMiss(shell, path);

  return { ...(caseRedirect ? { caseRedirect } : {}), ...(banner ? { banner } : {}), links: suggestedLinks(shell, path) };
}

/**
 * Up to `limit` links. The spec lists Home Page, the topical links and "always Schedule Service"; with
 * four places, Home Page and Schedule Service keep theirs and the topical links share the rest, the
 * ones whose words appear in the path first, alternating between topics when both match.
 */
function suggestedLinks(shell: SuggestShell, path: string): SuggestedLink[] {
  const tokens = path
    .split(/[^a-z0-9]+/)
    .map((text) => text.replace(/s$/, ''))
    .filter((text) => text.length >= 3);
  const relevance = (suggestedLink: SuggestedLink) => {
    const hay = `${suggestedLink.label.toLowerCase()} ${suggestedLink.href}`;
    return tokens.filter((token) => hay.includes(token)).length;
  };
  const groups = TOPICS.filter((item) => item.words.some((word) => path.includes(word))).map((item) =>
    item.links.filter((link) => pageExists(shell, link.href)).sort((a, b) => relevance(b) - relevance(a)),
  );
  const topical: SuggestedLink[] = [];
  for (let i = 0; groups.some((group) => i < group.length); i++) for (const group of groups) if (group[i]) topical.push(group[i]);

  const first = pageExists(shell, HOME.href) ? [HOME] : [];
  const last = pageExists(shell, BOOK.href) ? [BOOK] : [];
  const room = Math.max(0, shell.notFound.limit - first.length - last.length);
  return [...first, ...topical.slice(0, room), ...last].slice(0, shell.notFound.limit);
}
