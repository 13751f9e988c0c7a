/** What the browser receives: the shell once, then one PageData per page. Plain JSON, copy already filled. */
import type { LocalFact } from '../components/local-facts';
import type { RouteShell } from '../routes/suggest';
import type { RouteKind } from '../routes/table';

type NavLink = { label: string; href: string; children?: NavLink[] };

/** The route table's part of the shell (src/routes/suggest.ts): routes, redirects, not-found suggestions, ids. */
export type ShellData = RouteShell & {
  company: string;
  tagline: string;
  phone: { display: string; e164: string };
  email: string;
  address: { street: string; locality: string };
  hours: string[];
  /** the emergency line of the hours, built from the emergencyAvailability constant */
  emergency: string;
  /** the social profiles; one whose address is still a placeholder is named without a link */
  social: Array<{ name: string; url?: string }>;
  /** the contractor license, shown beside the licensed claim */
  license: { label: string; number: string; verifyUrl: string };
  nav: NavLink[];
  footerServices: Array<{ label: string; href: string }>;
  legal: NavLink[];
  ui: {
    headerCompactAfterPx: number;
    hashScrollOffsetPx: number;
    mobileBreakpointPx: number;
  };
  year?: number;
};

export type HeadData = {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  noindex: boolean;
  jsonLd: object[];
  /** the social image (og:image): absolute URL, pixel size, alt text */
  image: { url: string; width: number; height: number; alt: string };
};

export type PageData<P = unknown> = {
  url: string;
  kind: RouteKind | 'not-found';
  missing: boolean;
  head: HeadData;
  breadcrumbs: Array<{ name: string; url: string }>;
  props: P;
  /** a place page's sourced facts (city and neighborhood pages), drawn after the page by PageSlot */
  facts?: { place: string; items: LocalFact[] };
  /** the booking form for the service and city the page is about (`/booking?service=…&city=…`): the floating Book button's link */
  book?: string;
};
