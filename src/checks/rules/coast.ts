import type { City } from '../../manifest/schema.generated';
import type { Rule } from './context';
import { fileOf } from './context';
import { neighborhoodTexts, sentences, serviceCityTexts, sharedPlaceTexts, type PlaceText } from './place-copy';
import { literally } from '../../manifest/words';

/** Words that turn a sentence about salt into one that says salt is not the problem. */
const NOT_SALT = /\b(?:rarely|not|no|never|spares?|spared|free of|away from|inland)\b/i;
/** A sentence that names salt (or the coast's salt air in other words). */
// ("Salt-free" and "salt-free water" say the opposite: no salt.)
const SALT = /\bsalt\b(?!-free\b)|\bnear the bay or (?:the )?Gulf\b/i;

/** The sentences of a text that say salt harms doors: they name it and no word denies it. */
export const saltClaims = (text: string): string[] => sentences(text).filter((item) => SALT.test(item) && !NOT_SALT.test(item));

/** Whether a city's page lists salt among the issues of its homes. */
const listsSalt = (city: City) =>
  city.commonIssues.some((commonIssue) => commonIssue.icon === 'salt' || /\bsalt\b/i.test(commonIssue.title));

/**
 * The sentence of a city's own page that says it lies inland: one of its description that names
 * salt and denies it ("Brandon sits inland, so salt is rarely the issue"), in a city whose page
 * lists no salt issue. None for a coastal city.
 */
export function inlandSentence(city: City): string | undefined {
  return listsSalt(city) ? undefined : sentences(city.description).find((text) => /\bsalt\b/i.test(text) && NOT_SALT.test(text));
}

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

/**
 * The coast and inland agree on every page of a place: a city whose own page says it lies inland
 * gets no salt-air copy on its neighborhood and service-in-city pages (their own copy, or the copy
 * all such pages share), and a city whose page lists salt among its issues is not called inland there.
 */
export const coast: Rule = {
  name: 'coast',
  run(ctx) {
    const { site } = ctx;
    const inland = site.cities.map((city) => ({ city, sentence: inlandSentence(city) })).filter((item) => item.sentence);
    const report = (placeText: PlaceText, claim: string, city: City, sentence: string) =>
      ctx.report(
        'salt-on-inland-place',
        { claim: excerpt(claim), city: city.name, inland: excerpt(sentence), line: ctx.lineOf(fileOf.city(city.id), ['description']) },
        placeText.file,
        placeText.path,
      );
    for (const { city, sentence } of inland)
      for (const placeText of [...neighborhoodTexts(site, city), ...serviceCityTexts(site, city)])
        for (const claim of saltClaims(placeText.text)) report(placeText, claim, city, sentence!);
    if (inland.length)
      for (const placeText of sharedPlaceTexts(site))
        for (const claim of saltClaims(placeText.text))
          ctx.report(
            'salt-in-shared-copy',
            { claim: excerpt(claim), cities: inland.map((item) => item.city.name).join(', ') },
            placeText.file,
            placeText.path,
          );
    for (const city of site.cities.filter(listsSalt)) {
      const saysInland = new RegExp(`\\b${literally(city.name)} (?:sits|lies|is) inland\\b`, 'i');
      for (const placeText of [...neighborhoodTexts(site, city), ...serviceCityTexts(site, city)])
        for (const text of sentences(placeText.text).filter((value) => saysInland.test(value)))
          ctx.report('inland-on-coastal-place', { claim: excerpt(text), city: city.name }, placeText.file, placeText.path);
    }
  },
};
