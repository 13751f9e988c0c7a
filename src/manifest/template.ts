/** `{{ name }}` or `{{ name.field }}` in copy. */
const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)(?:\.([a-zA-Z][a-zA-Z0-9]*))?\s*\}\}/g;
/** A placeholder with the article written before it ("a {{serviceCallFee}}"): the value chooses the article. */
const WITH_ARTICLE = new RegExp(`(?<![\\w'’-])(a|an|A|An|AN)(\\s+)(${PLACEHOLDER.source})`, 'g');

type TemplateValue = string | number | { name?: string; title?: string; [key: string]: unknown };
export type TemplateVars = Record<string, TemplateValue>;

/**
 * Fills every placeholder; an unknown one is left visible so that the check and a reader both
 * notice. An article written before a placeholder agrees with the value: "a {{serviceCallFee}}"
 * reads "an $80" when the fee is $80 and "a $90" when it is $90.
 */
export function fill(text: string, vars: TemplateVars): string {
  // Most texts name no fact: nothing to fill (both patterns below start at a "{{").
  if (!text.includes('{{')) return text;
  const one = (whole: string, name: string, field?: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    if (typeof value !== 'object') return field ? whole : String(value);
    const picked = field ? value[field] : (value.name ?? value.title);
    return typeof picked === 'string' || typeof picked === 'number' ? String(picked) : whole;
  };
  return text
    .replace(WITH_ARTICLE, (whole, art: string, space: string, ph: string, name: string, field?: string) => {
      const value = one(ph, name, field);
      return value === ph ? whole : `${withArticle(art, value)}${space}${value}`;
    })
    .replace(PLACEHOLDER, one);
}

/** The article a value takes when read aloud: "an $80", "an 18+", "a $40-$60", "an HOA", "a 60-day". */
export function articleFor(value: string): 'a' | 'an' {
  const text = value.trim().replace(/^[$€£#~(+"'“‘]+/, '');
  const digits = /^\d[\d,]*/.exec(text)?.[0];
  if (digits) {
    const group = digits.split(',')[0];
    if (group.startsWith('8')) return 'an'; // eight, eighty, eight hundred ...
    if ((group.startsWith('11') || group.startsWith('18')) && group.length % 3 === 2) return 'an'; // eleven, eighteen (thousand)
    return 'a';
  }
  const word = /^[A-Za-z]+/.exec(text)?.[0] ?? '';
  if (!word) return 'a';
  // An abbreviation read letter by letter: "an HOA", "an FAQ", "a UV".
  if (word.length > 1 && word.length <= 4 && word === word.toUpperCase()) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  const lowerCase = word.toLowerCase();
  if (/^(one|once|uni|use|usu|uti|ure|eu|ewe)/.test(lowerCase)) return 'a';
  if (/^(hour|honest|honor|heir)/.test(lowerCase)) return 'an';
  return /^[aeiou]/.test(lowerCase) ? 'an' : 'a';
}

/** The article `written` ("a", "An" ...) corrected for `value`, keeping its capitalisation. */
export function withArticle(written: string, value: string): string {
  const right = articleFor(value);
  if (written === written.toUpperCase() && written.length > 1) return right.toUpperCase();
  return written[0] === written[0].toUpperCase() ? right[0].toUpperCase() + right.slice(1) : right;
}

/** Fills placeholders in every string of a JSON-like value. */
export function fillDeep<T>(value: T, vars: TemplateVars): T {
  if (typeof value === 'string') return fill(value, vars) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, vars)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillDeep(child, vars)])) as T;
  }
  return value;
}

export function placeholders(text: string): Array<{ name: string; field?: string; index: number }> {
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({ name: match[1], field: match[2], index: match.index ?? 0 }));
}
