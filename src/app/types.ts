/** What the browser receives: the shell once, then one PageData per page. Plain JSON, copy already filled. */
import type { CollectionName } from '../routes/collections';
import type { RouteKind } from '../routes/table';

export type NavLink = { label: string; href: string; children?: NavLink[] };

export type ShellData = {
  company: string;
  tagline: string;
  phone: { display: string; e164: string };
  email: string;
  address: { street: string; locality: string };
  hours: string[];
  /** the emergency line of the hours, built from the emergencyAvailability constant */
  emergency: string;
  social: Array<{ name: string; url: string }>;
  nav: NavLink[];
  footerServices: Array<{ label: string; href: string }>;
  legal: NavLink[];
  ui: {
    headerCompactAfterPx: number;
    hashScrollOffsetPx: number;
    mobileBreakpointPx: number;
  };
  /** route patterns, for client routing and the not-found logic */
  routes: Array<{ path: string; kind: RouteKind; collection?: CollectionName; onMissing?: string }>;
  redirects: Array<{ from: string; to: string }>;
  redirectPatterns: Array<{ match: string; to: string; message: string }>;
  notFound: {
    suggestions: Array<{ from: string; to: string }>;
    patterns: Array<{ match: string; kind: 'path' | 'service-word'; to?: string; lowercase?: boolean }>;
    limit: number;
  };
  ids: { services: Array<{ id: string; title: string }>; cities: string[]; brands: string[] };
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
};
