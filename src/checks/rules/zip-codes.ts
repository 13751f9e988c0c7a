import type { Rule } from './context';
import { fileOf } from './context';
import { cityTexts, serviceCityTexts } from './place-copy';

const COUNTIES = 'content/counties.yaml';

/** The five-digit numbers of a text: ZIP codes, once {{facts}} are set aside. */
const zipsIn = (text: string): string[] => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/(?<![\d,.$])\b\d{5}\b(?![,.]?\d)/g) ?? [];

/**
 * A ZIP code belongs to one county, and a neighborhood's ZIP codes to its city's county. A city
 * whose county does not exist is reported by known-ids once, not once per ZIP code here. A ZIP
 * code typed in a city's copy (its page, its service-in-city pages) is one of the city's or its
 * neighborhoods' (a neighborhood's own page is held to its own by the facts rule).
 */
export const zipCodes: Rule = {
  name: 'zip-codes',
  run(ctx) {
    const { site } = ctx;
    const zipCounty = new Map<string, { county: string; path: Array<string | number> }>();
    site.counties.forEach((c, ci) =>
      c.zipCodes.forEach((zip, zi) => {
        const path = ['counties', ci, 'zipCodes', zi];
        const other = zipCounty.get(zip);
        if (other && other.county !== c.name)
          ctx.report(
            'zip-in-two-counties',
            { zip, first: other.county, firstLine: ctx.lineOf(COUNTIES, other.path), second: c.name },
            COUNTIES,
            path,
          );
        else zipCounty.set(zip, { county: c.name, path });
      }),
    );
    const countyNames = new Set(site.counties.map((c) => c.name));
    for (const city of site.cities) {
      if (!countyNames.has(city.county)) continue;
      city.neighborhoods.forEach((n, ni) =>
        n.zipCodes.forEach((zip, zi) => {
          const other = zipCounty.get(zip)?.county;
          if (other === city.county) return;
          const path = ['neighborhoods', ni, 'zipCodes', zi];
          if (other) ctx.report('wrong-county-listed', { zip, county: city.county, other }, fileOf.city(city.id), path);
          else ctx.report('wrong-county', { zip, county: city.county }, fileOf.city(city.id), path);
        }),
      );
    }
    for (const city of site.cities) {
      const own = new Set([...zipsIn(city.facts.zipCodes.value), ...city.neighborhoods.flatMap((n) => n.zipCodes)]);
      for (const t of [...cityTexts(city), ...serviceCityTexts(site, city)])
        for (const zip of zipsIn(t.text))
          if (!own.has(zip)) ctx.report('zip-not-place', { city: city.name, zip, zips: [...own].sort().join(', ') }, t.file, t.path);
    }
  },
};
