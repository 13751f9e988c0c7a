import type { Site } from '../../manifest/load';
import type { City } from '../../manifest/schema.generated';
import type { Rule } from './context';
import { cityTexts, neighborhoodTexts, sentences, serviceCityTexts, sharedPlaceTexts, type PlaceText } from './place-copy';
import { contentFiles, walkStrings } from './walk';
import { literally } from '../../manifest/words';

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

/** A heading or a question: what a visitor reads as the page's own subject. */
const isTitle = (placeText: PlaceText) => ['heading', 'question'].includes(String(placeText.path[placeText.path.length - 1]));

/**
 * The served cities a text names, once its own names are taken out: the region's ("Tampa Bay" is
 * not Tampa), the page's city and its neighborhoods ("South Tampa" is not Tampa). Longer names
 * first, each taken out once found ("South Tampa" does not also name Tampa).
 */
export function citiesNamed(text: string, site: Site, own: City | undefined): string[] {
  const ownNames = [
    site.manifest.business.region,
    ...(own ? [own.name, ...own.neighborhoods.map((neighborhood) => neighborhood.name)] : []),
  ];
  let rest = text;
  for (const name of ownNames.sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(`\\b${literally(name)}\\b`, 'g'), ' ');
  const named: string[] = [];
  for (const city of [...site.cities].sort((a, b) => b.name.length - a.name.length)) {
    if (city === own) continue;
    const re = new RegExp(`\\b${literally(city.name)}\\b`, 'g');
    if (re.test(rest)) {
      named.push(city.name);
      rest = rest.replace(re, ' ');
    }
  }
  return named;
}

/** Who a sentence speaks of when it opens with them: residents, homeowners, customers ... */
const THIRD_PERSON =
  /^(?:\S+\s+){0,3}?(residents|homeowners|customers|clients|neighbou?rs|families|owners|seniors|businesses|people)\b(?:\s+\S+){0,4}?\s+(?:get|gets|receive|receives|save|saves|pay|pays|qualify|qualifies|enjoy|enjoys|can|may)\b/i;
const SECOND_PERSON = /\byou(?:r|rs)?\b/i;

/** The sentence of a text, its facts filled in, that speaks of residents (customers ...) and then to "you". */
export function personMix(text: string, facts: Record<string, string>): { sentence: string; who: string } | undefined {
  const filled = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => facts[name] ?? all);
  for (const sentence of sentences(filled)) {
    const who = THIRD_PERSON.exec(sentence)?.[1];
    if (who && SECOND_PERSON.test(sentence)) return { sentence, who: who.toLowerCase() };
  }
  return undefined;
}

/**
 * A page speaks of its own place and to one person. The headings and questions of a city's pages
 * (its own file, its neighborhoods', the own copy of its service-in-city pages) name no other
 * served city; those of the copy every city's pages share name none at all (the copy is shown in
 * each city: `{{city}}` says the page's own). And no sentence of copy, once the facts placed in it
 * are filled in, opens with residents (homeowners, customers ...) and goes on to "you": a fact such
 * as `{{offer}}` brings its own words ("when you mention ...").
 */
export const placeNames: Rule = {
  name: 'place-names',
  run(ctx) {
    const { site } = ctx;
    for (const placeText of sharedPlaceTexts(site).filter(isTitle))
      for (const city of citiesNamed(placeText.text, site, undefined))
        ctx.report('city-in-shared-title', { text: excerpt(placeText.text), city }, placeText.file, placeText.path);
    for (const own of site.cities) {
      const texts = [...cityTexts(own), ...neighborhoodTexts(site, own), ...serviceCityTexts(site, own)].filter(isTitle);
      for (const placeText of texts)
        for (const city of citiesNamed(placeText.text, site, own))
          ctx.report('other-city-in-title', { text: excerpt(placeText.text), city, own: own.name }, placeText.file, placeText.path);
    }
    for (const [file, source] of contentFiles(site.sources))
      walkStrings(source.data, [], (path, text) => {
        const mix = personMix(text, site.facts);
        if (mix) ctx.report('person-mix', { sentence: excerpt(mix.sentence), who: mix.who }, file, path);
      });
  },
};
