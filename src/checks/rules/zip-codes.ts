import { servedZips, zipProblem, type ZipCounty } from '../../booking/rules/zip';
import type { Site } from '../../manifest/load';
import type { CheckContext, Path, Rule } from './context';
import { fileOf } from './context';
import { cityTexts, serviceCityTexts } from './place-copy';

const COUNTIES = 'content/counties.yaml';

/** The five-digit numbers of a text: ZIP codes, once {{facts}} are set aside. */
const zipsIn = (text: string): string[] => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/(?<![\d,.$])\b\d{5}\b(?![,.]?\d)/g) ?? [];

/**
 * A ZIP code belongs to one county, and every ZIP code of the content is one the site serves, of
 * its place's county (servedZipsRule, by the booking form's rule). A ZIP code typed in a city's
 * copy (its page, its service-in-city pages) is one of the city's or its neighborhoods' (a
 * neighborhood's own page is held to its own by the facts rule).
 */
export const zipCodes: Rule = {
  name: 'zip-codes',
  run(ctx) {
    const { site } = ctx;
    const zipCounty = new Map<string, { county: string; path: Array<string | number> }>();
    site.counties.forEach((county, ci) =>
      county.zipCodes.forEach((zip, zi) => {
        const path = ['counties', ci, 'zipCodes', zi];
        const other = zipCounty.get(zip);
        if (other && other.county !== county.name)
          ctx.report(
            'zip-in-two-counties',
            { zip, first: other.county, firstLine: ctx.lineOf(COUNTIES, other.path), second: county.name },
            COUNTIES,
            path,
          );
        else zipCounty.set(zip, { county: county.name, path });
      }),
    );
    servedZipsRule(ctx, (zip) => zipCounty.get(zip)?.county ?? '');
    for (const city of site.cities) {
      const own = new Set([...zipsIn(city.facts.zipCodes.value), ...city.neighborhoods.flatMap((neighborhood) => neighborhood.zipCodes)]);
      for (const placeText of [...cityTexts(city), ...serviceCityTexts(site, city)])
        for (const zip of zipsIn(placeText.text))
          if (!own.has(zip))
            ctx.report('zip-not-place', { city: city.name, zip, zips: [...own].sort().join(', ') }, placeText.file, placeText.path);
    }
  },
};

/**
 * Every ZIP code the content gives (a neighborhood's, a city's local facts, a review's, the
 * business address) by the booking form's rule (src/booking/rules/zip.ts): one the site serves and,
 * where the entry names its place, one of that place's county. A city whose county does not exist
 * is reported by known-ids once, not once per ZIP code here.
 */
function servedZipsRule(ctx: CheckContext, countyOf: (zip: string) => string): void {
  const { site } = ctx;
  const served = servedZips(site.counties);
  const countyNamed = new Map(site.counties.map((item) => [item.name, item]));
  const counties = site.counties.map((item) => item.name).join(', ');
  /** `place`: the entry's place and its county; a neighborhood's ZIP codes keep their own messages. */
  const check = (zip: string, place: Place | undefined, file: string, path: Path, neighborhood = false) => {
    const problem = zipProblem(zip, served, place?.county);
    const other = countyOf(zip);
    const county = place?.county.name ?? '';
    if (problem === 'outside' && neighborhood) ctx.report('wrong-county', { zip, county }, file, path);
    else if (problem === 'outside') ctx.report('zip-not-served', { zip, counties }, file, path);
    else if (problem === 'other-county' && neighborhood) ctx.report('wrong-county-listed', { zip, county, other }, file, path);
    else if (problem === 'other-county') ctx.report('zip-not-of-place', { zip, county, other, place: place!.name }, file, path);
  };
  for (const city of site.cities) {
    const county = countyNamed.get(city.county);
    if (!county) continue;
    const file = fileOf.city(city.id);
    const place = { name: city.name, county };
    city.neighborhoods.forEach((item, ni) =>
      item.zipCodes.forEach((zip, zi) => check(zip, place, file, ['neighborhoods', ni, 'zipCodes', zi], true)),
    );
    const listed = new Set(city.neighborhoods.flatMap((item) => item.zipCodes)); // reported above, once
    for (const zip of zipsIn(city.facts.zipCodes.value)) if (!listed.has(zip)) check(zip, place, file, ['facts', 'zipCodes', 'value']);
  }
  site.reviews.forEach((review, i) =>
    check(review.zip, placeOf(site, countyNamed, review.area), 'content/reviews.yaml', ['reviews', i, 'zip']),
  );
  check(site.manifest.business.address.postalCode, undefined, 'site.yaml', ['business', 'address', 'postalCode']);
}

type Place = { name: string; county: ZipCounty };

/** The place a text names ("Hyde Park, Tampa": a neighborhood, else a city) and its county, when it names one. */
function placeOf(site: Site, countyNamed: Map<string, ZipCounty>, area: string): Place | undefined {
  const parts = area.split(',').map((text) => text.trim().toLowerCase());
  const named = (name: string) => parts.includes(name.trim().toLowerCase());
  for (const counter of site.cities) {
    const neighborhood = counter.neighborhoods.find((item) => named(item.name));
    const county = countyNamed.get(counter.county);
    if (neighborhood && county) return { name: neighborhood.name, county };
  }
  const city = site.cities.find((item) => named(item.name));
  const county = city && countyNamed.get(city.county);
  return city && county ? { name: city.name, county } : undefined;
}
