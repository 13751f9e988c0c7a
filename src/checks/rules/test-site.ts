import { loadSite, type Site } from '../../manifest/load';
import { checkContext, type Rule } from './context';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';

let loaded: Site | undefined;

/** The project's own site, loaded once: the rules' tests change a copy of a part of it. */
export function realSite(): Site {
  loaded ??= loadSite(FIXTURE_SITE).site;
  if (!loaded) throw new Error('the project does not load: run the check');
  return loaded;
}

/** The site with some of its parts replaced. */
export const changed = (parts: Partial<Site>): Site => ({ ...realSite(), ...parts });
export const withManifest = (parts: Partial<Site['manifest']>): Site => changed({ manifest: { ...realSite().manifest, ...parts } });

/** What one rule reports about a site. */
export function run(rule: Rule, site: Site = realSite(), launch = false) {
  const ctx = checkContext(site, launch);
  rule.run(ctx);
  return ctx.errors;
}
