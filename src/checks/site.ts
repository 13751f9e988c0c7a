import type { ManifestError } from '../manifest/errors';
import type { Site } from '../manifest/load';
import { business } from './rules/business';
import { claims } from './rules/claims';
import { closedDates } from './rules/closed-dates';
import { coast } from './rules/coast';
import { checkContext, type Rule } from './rules/context';
import { copy } from './rules/copy';
import { facts } from './rules/facts';
import { images } from './rules/images';
import { knownIds } from './rules/ids';
import { links } from './rules/links';
import { notFound } from './rules/not-found';
import { placeNames } from './rules/place-names';
import { placeholders } from './rules/placeholders';
import { projects } from './rules/projects';
import { rangeLimitsRule } from './rules/range-limits';
import { redirects } from './rules/redirects';
import { routes } from './rules/routes';
import { uniqueIds, uniqueNames } from './rules/unique';
import { zipCodes } from './rules/zip-codes';

type Options = { launch?: boolean };

/**
 * The cross-checks after the schema, in order: ids and names first (a later rule may stay silent
 * about what they said), then routes, redirects, links and copy, then the launch placeholders.
 * One module each under rules/, with its tests.
 */
export const RULES: Rule[] = [
  knownIds,
  uniqueIds,
  uniqueNames,
  zipCodes,
  projects,
  facts,
  coast,
  placeNames,
  business,
  closedDates,
  routes,
  redirects,
  notFound,
  links,
  images,
  copy,
  claims,
  rangeLimitsRule,
  placeholders,
];

/** Every rule over a valid site: every problem, at once. */
export function checkSite(site: Site, opts: Options = {}): ManifestError[] {
  const ctx = checkContext(site, opts.launch);
  for (const rule of RULES) rule.run(ctx);
  return ctx.errors;
}
