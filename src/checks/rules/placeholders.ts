import { isPlaceholderUrl } from '../../manifest/facts';
import { contentFiles, walkObjects } from './walk';
import type { Path, Rule } from './context';

/** Placeholders the owner replaces and claims the owner confirms before launch: warnings now, errors with --launch. */
export const placeholders: Rule = {
  name: 'placeholders',
  run(ctx) {
    const { site } = ctx;
    const severity = ctx.launch ? 'error' : 'warning';
    // Any content item marked `sample: true` (reviews, projects, photos, ...) is listed, whatever its kind.
    for (const [file, source] of contentFiles(site.sources))
      walkObjects(source.data, [], (path, item) => {
        if (item.sample !== true) return;
        const list = path[path.length - 2];
        // A sample photo (a project's, a review's, the about page's) is listed by the photo it shows.
        const photo = typeof item.image === 'string';
        const kind = photo ? 'photo' : typeof list === 'string' ? list.replace(/ies$/, 'y').replace(/s$/, '') : 'item';
        const id = photo ? item.image : item.id;
        const name = typeof id === 'string' ? ` '${id}'` : '';
        ctx.report('sample-item', { kind, name }, file, [...path, 'sample'], severity);
      });
    // Every claim (years, customers, repairs, team, prices) until the owner has checked it against its source.
    for (const [fact, claim] of Object.entries(site.manifest.claims))
      if (!claim.confirmed)
        ctx.report(
          'unconfirmed-claim',
          { fact, value: claim.value, source: claim.source },
          'site.yaml',
          ['claims', fact, 'confirmed'],
          severity,
        );
    for (const key of site.manifest.placeholders ?? []) ctx.report('listed-placeholder', { key }, 'site.yaml', key.split('.'), severity);
    const business = site.manifest.business;
    if (/^\+1\d{3}55501\d{2}$/.test(business.phone.e164))
      ctx.report('placeholder-phone', { display: business.phone.display }, 'site.yaml', ['business', 'phone', 'e164'], severity);
    if (/example\.com$/i.test(business.email))
      ctx.report('placeholder-email', { email: business.email }, 'site.yaml', ['business', 'email'], severity);
    const url = site.manifest.site.url;
    if (/example\.com/i.test(url)) ctx.report('placeholder-url', { url }, 'site.yaml', ['site', 'url'], severity);
    const links = [
      ...business.social.map((namedUrl, i) => ({ s: namedUrl, path: ['business', 'social', i, 'url'] as Path })),
      ...business.reviewSites.map((reviewSite, i) => ({ s: reviewSite, path: ['business', 'reviewSites', i, 'url'] as Path })),
    ];
    for (const { s: namedUrl, path } of links)
      if (isPlaceholderUrl(namedUrl.url))
        ctx.report('placeholder-link', { name: namedUrl.name, url: namedUrl.url }, 'site.yaml', path, severity);
  },
};
