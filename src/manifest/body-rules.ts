/**
 * What a page body (content/**.mdx) may contain once parsed, as data: the tree a page is drawn
 * from, the HTML tags and attributes it may hold, and the links it may make. The check, the build
 * and the editing screen decide with these (body.ts); the renderer (components/body.tsx) draws
 * nothing else, so a tree that was never checked still cannot run anything in a browser.
 * Decision 045.
 */

/** A page body as page data: text, an element, or a fact of site.yaml ({{name}}). */
export type BodyNode = string | BodyElement | BodyFact;
export type BodyElement = { t: string; p?: Record<string, string>; c?: BodyNode[] };
/** `{{name}}`; `a` is the article written before it ("a {{serviceCallFee}}"), chosen again for the value. */
export type BodyFact = { f: string; a?: string };

/**
 * The tags a body may hold and, for each, its attributes besides `title` and `lang`. Markdown makes
 * p, h1-h6, em, strong, a, img, ul, ol, li, blockquote, code, pre, hr and br; the others are the
 * harmless inline and list tags an editor may type. Nothing that runs, embeds, sends or restyles.
 */
export const BODY_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  abbr: [],
  b: [],
  blockquote: [],
  br: [],
  cite: [],
  code: ['class'],
  dd: [],
  del: [],
  dl: [],
  dt: [],
  em: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height'],
  ins: [],
  kbd: [],
  li: [],
  mark: [],
  ol: ['start'],
  p: [],
  pre: [],
  q: [],
  s: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  time: ['datetime'],
  u: [],
  ul: [],
};
const EVERY_TAG = ['title', 'lang'];
/** The site's own components a body may use, and their attributes: a fact of site.yaml, <Fact name="..." article="a" />. */
export const BODY_COMPONENTS: Readonly<Record<string, readonly string[]>> = { Fact: ['name', 'article'] };
/** A component's attributes, or undefined when the body may not use it. */
export const componentAttributes = (name: string): readonly string[] | undefined =>
  Object.hasOwn(BODY_COMPONENTS, name) ? BODY_COMPONENTS[name] : undefined;
/** Attributes whose value is a link, checked with safeUrl. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src']);
/** Tags without content. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

/** The attributes `tag` may have (none for a tag that is not allowed). */
export function attributesOf(tag: string): readonly string[] {
  const own = Object.hasOwn(BODY_TAGS, tag) ? BODY_TAGS[tag] : undefined;
  return own ? [...own, ...EVERY_TAG] : [];
}

export function isBodyTag(tag: string): boolean {
  return Object.hasOwn(BODY_TAGS, tag);
}

/**
 * Whether a link may stand in a body: https:, http:, mailto:, tel:, a path on this site (/...), a
 * #anchor or a relative path. Decided after undoing percent- and entity-encoding (repeatedly) and
 * dropping the spaces and control characters a browser ignores in a scheme, so `java&#x09;script:`
 * and `%6Aavascript:` are what they are. `//host` is another site written without its scheme: refused.
 */
export function safeUrl(raw: string): boolean {
  let value = raw;
  for (let i = 0; i < 5; i++) {
    const next = decodeOnce(value);
    if (next === value) break;
    value = next;
  }
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');
  if (/^[/\\]{2}/.test(url)) return false;
  if (/^[/#?]/.test(url)) return true;
  const scheme = /^([^/?#]*?):/.exec(url)?.[1];
  if (scheme === undefined) return true;
  return /^(https?|mailto|tel)$/i.test(scheme);
}

const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  num: '#',
  percnt: '%',
  quest: '?',
  equals: '=',
  plus: '+',
  commat: '@',
};

/** One round of percent- and character-reference decoding (an unknown reference stays as written). */
function decodeOnce(text: string): string {
  const percent = text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return percent.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}
