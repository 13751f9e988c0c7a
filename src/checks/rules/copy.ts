import { typedCount } from '../../manifest/consistency';
import { didYouMean } from '../../manifest/errors';
import type { MessageId, MessageParams } from '../../manifest/error-catalogue';
import { placeholders } from '../../manifest/template';
import { residueIn } from '../residue';
import { typedFact, type TypedFact } from './typed-fact';
import { contentFiles, walkStrings } from './walk';
import type { CheckContext, Path, Rule } from './context';

/** Page variables copy may use beside the facts; filled per page. */
/** `price`: the price a service names (its `price:`, a claim), in its pages' `price` copy. */
const PAGE_VARS = new Set(['service', 'city', 'neighborhood', 'brand', 'county', 'price']);
/** A phone number: with its area code, or a local one of seven digits without it (the business number is {{phone}} either way). */
const PHONE = /\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|(?<![\d$.,-])\b[2-9]\d{2}-\d{4}\b(?![\d-])/;
const DOMAIN = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|us)\b/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
/** A rating, review count or share of ratings typed into copy: these are computed from content/reviews.yaml. */
const TYPED_CLAIM = [
  /\b\d(?:\.\d)?\s*(?:\/\s*5|out of (?:5|five))\b/i, // 4.9/5, 5 out of 5
  /\b(?:rated|rating of|average(?: rating)? of)\s+\d(?:\.\d)?\b/i, // rated 4.9
  /\b\d\.\d\s*-?\s*stars?\b/i, // 4.9 stars
  /\b\d(?:\.\d)?\s*-?\s*stars?\s+(?:rating|average)\b|\b\d(?:\.\d)?\s*★/i, // a 5-star rating, 4.9★
  /\b\d[\d,]*\+?\s+(?:[a-z-]+\s+)?(?:reviews|ratings|testimonials)\b/i, // 500+ reviews, 120 five-star reviews
  /\b\d{1,3}(?:\.\d+)?\s*%\s*(?:of\s+(?:our\s+)?\w+\s+)?(?:(?:are|were|give|gave)\s+)?(?:5|five)[-\s]?stars?\b/i, // 90% 5-star
  /\b\d{1,3}(?:\.\d+)?\s*%\s+(?:customer\s+|client\s+)?(?:satisf\w*|happy|recommend\w*)/i, // 98% satisfaction
];
/** Keys whose values are not copy. */
const NOT_COPY = new Set(['id', 'date', 'zip', 'href', 'image']);

type Report = <Id extends MessageId>(id: Id, params: MessageParams<Id>) => void;

/** Constant values that must not appear typed into copy: those with digits or symbols, plus the phone and the name. */
function guardedLiterals(ctx: CheckContext): TypedFact[] {
  const { manifest } = ctx.site;
  return [
    ...[...Object.entries(manifest.constants), ...Object.entries(manifest.claims).map(([fact, counter]) => [fact, counter.value] as const)]
      .filter(([, value]) => /[\d$%/]/.test(value))
      .map(([fact, value]) => typedFact(fact, value)),
    typedFact('phone', manifest.business.phone.display),
    typedFact('phone', manifest.business.phone.e164),
    typedFact('company', manifest.business.name),
  ];
}

/**
 * Each text's findings with the facts and guarded values they were made with (`context`): a check of
 * the same site after a save scans again only the texts that changed (the owner's server's builder
 * checks after every save); a changed fact scans them all.
 */
const scanned = new Map<string, { context: string; found: Array<(report: Report) => void> }>();

/** One text of copy, as `findings` sees it, from what was found in it before when the context is the same. */
function scanText(ctx: Scan, literals: TypedFact[], text: string, report: Report, kind: TextKind = 'copy'): void {
  const key = `${kind}\n${text}`;
  let kept = scanned.get(key);
  if (kept?.context !== ctx.context) {
    const found: Array<(report: Report) => void> = [];
    findings(ctx, literals, text, (id, params) => found.push((report) => report(id, params)), kind);
    if (scanned.size > 50_000) scanned.clear();
    scanned.set(key, (kept = { context: ctx.context, found }));
  }
  for (const path of kept.found) path(report);
}

type Scan = CheckContext & { context: string };
/**
 * A text of copy, an address field (a brand's website, a fact's source), a line of a page body (MDX:
 * braces are its own rule's), or a customer's own words (a review: a fee they quote is what they paid
 * then, quoted as written, not the fact as it stands).
 */
type TextKind = 'copy' | 'url' | 'mdx' | 'quote';

/**
 * The fact a name not known was meant for: one a letter or two away ({{serviceFee}}), or one that
 * its first words name ({{phoneNumber}} is {{phone}}, {{companyName}} is {{company}}), the longest.
 */
function factGuess(name: string, names: string[]): string | undefined {
  const close = didYouMean(name, names);
  if (close) return close;
  const lower = name.toLowerCase();
  return names
    .filter((fact) => fact.length >= 4 && lower.startsWith(fact.toLowerCase()) && /[A-Z_]/.test(name.charAt(fact.length)))
    .sort((a, b) => b.length - a.length)[0];
}

/** One text of copy: facts it names exist; nothing a fact, a count or the reviews hold is typed; no residue. */
function findings(ctx: CheckContext, literals: TypedFact[], text: string, report: Report, kind: TextKind = 'copy'): void {
  const { facts } = ctx.site;
  for (const item of placeholders(text))
    if (!(item.name in facts) && !PAGE_VARS.has(item.name))
      report('unknown-constant', { name: item.name, guess: factGuess(item.name, Object.keys(facts)) ?? '' });
  for (const [typed, dollar, name, percent] of text.matchAll(/(\$)?\{\{\s*([\w.]+)\s*\}\}(%)?/g)) {
    // A dollar sign typed before a price fact would show twice: the fact's value has its own.
    const value = facts[name];
    const symbol = typeof value !== 'string' ? '' : dollar && value.startsWith('$') ? '$' : percent && value.endsWith('%') ? '%' : '';
    if (symbol) report('symbol-twice', { typed, symbol, fact: name, value, shown: symbol === '$' ? `$${value}` : `${value}%` });
  }
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ');
  // Words a page shows as written (the site's copy, a customer's review), not an address or a body's line.
  const prose = kind === 'copy' || kind === 'quote';
  // A fact's name in one brace, or braces that do not pair, shows as typed: "{serviceCallFee}" on the page.
  if (prose)
    for (const [typed, name] of plain.matchAll(/\{+\s*([A-Za-z]\w*)\s*\}+/g))
      if (name in facts || PAGE_VARS.has(name)) report('fact-braces', { typed, fact: name });
  // A text of content/ is plain: bold, a link or a tag typed into it shows on the page as typed.
  // Every mark of the text in one message: one save mends them all.
  const marks = prose ? [...new Set(plain.match(MARKS))] : [];
  if (marks.length) report('markup-in-text', { typed: marks.join("' and '") });
  // A long text's link typed as Markdown in the formatted editor is kept as text (its brackets escaped): the page shows them.
  const typedLink = kind === 'mdx' ? TYPED_LINK.exec(text)?.[0] : undefined;
  if (typedLink) report('mdx-typed-link', { typed: typedLink.replace(/\\(?=[[\]])/g, '') });
  // What a typed fact says is said once, as that fact: the business's own number is not "a phone number" too.
  let unnamed = plain;
  for (const lit of kind === 'quote' ? [] : literals)
    if (lit.isIn(plain)) {
      report('constant-literal', { value: lit.value, fact: lit.fact });
      unnamed = unnamed.split(lit.value).join(' ');
    }
  const count = typedCount(text, facts);
  if (count) report('computed-count', { typed: count.typed, fact: count.fact });
  const claim = TYPED_CLAIM.map((re) => re.exec(plain)?.[0]).find(Boolean);
  if (claim) report('typed-claim', { claim });
  const residue = residueIn(plain);
  if (residue) report('residue-word', { word: residue });
  // The number or address as typed: in a long text she looks for it (the message said only "a phone number").
  const phone = PHONE.exec(unnamed)?.[0];
  if (phone) report('typed-phone', { typed: phone });
  // A page body's link to another website is a link the office made (the body's Link button), not
  // an address typed into the text: what it shows is checked, not where it leads.
  // A link in angle brackets (<https://...>, a link made with no words selected) has the MDX rule's own message.
  const shown =
    kind === 'mdx'
      ? plain
          .replace(WEB_LINK_TARGET, ']()')
          .replace(WEB_HREF, '')
          .replace(/<https?:\/\/[^\s>]*>/gi, '')
      : plain;
  const found = kind === 'url' ? undefined : (EMAIL.exec(shown) ?? DOMAIN.exec(shown));
  if (found) report('typed-address', { typed: wordAt(shown, found.index) });
}

/** The word of a text a match falls in, as it reads: "www.hillsboroughcounty.org" for a "www." found in "see www.hillsboroughcounty.org." */
function wordAt(text: string, index: number): string {
  const before = /[^\s[\]()<>"']*$/.exec(text.slice(0, index))![0];
  const after = /^[^\s[\]()<>"']*/.exec(text.slice(index))![0];
  return `${before}${after}`.replace(/[.,;:!?]+$/, '');
}

/**
 * Markdown's bold, a Markdown link, or a tag of the formatting an editor means (bold, a link, a
 * paragraph, a list; with its words and its closing tag when they are there): marks that plain text shows as typed. (Markup that would run is inert text
 * everywhere a text is drawn: tests/integration/inert-text.test.ts.)
 */
const TAGS = 'a|b|i|u|em|strong|br|p|span|div|h[1-6]|ul|ol|li';
const MARKS = new RegExp(
  String.raw`<(${TAGS})\b[^>]*>[^<\n]*<\/\1>|\*\*[^*\n]+\*\*|__[^_\n]+__|\[[^\]\n]+\]\([^)\s]+\)|<\/?(?:${TAGS})\b[^>]*>`,
  'gi',
);

/** A Markdown link whose brackets are escaped (`\[words](/address)`): text that looks like a link, shown as typed. */
const TYPED_LINK = /\\\[[^\n\]]*\\?\]\([^)\s]*\)/;

/** A Markdown link's target on the web: `](https://…)`, with or without its title. A mailto: stays (an e-mail is {{email}}). */
const WEB_LINK_TARGET = /\]\(\s*<?https?:\/\/[^\s)>]*>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/gi;
/** An <a> tag's web address. */
const WEB_HREF = /\bhref\s*=\s*(?:"https?:\/\/[^"]*"|'https?:\/\/[^']*')/gi;

/** Copy (every text of content/, route titles and descriptions, page bodies) says facts through {{fact}}. */
export const copy: Rule = {
  name: 'copy',
  run(ctx) {
    const { site } = ctx;
    const literals = guardedLiterals(ctx);
    const scan: Scan = Object.assign(Object.create(ctx) as CheckContext, {
      context: JSON.stringify([site.facts, literals.map((literal) => [literal.fact, literal.value])]),
    });
    const at =
      (file: string, path: Path): Report =>
      (id, params) =>
        ctx.report(id, params, file, path);
    for (const [file, source] of contentFiles(site.sources))
      walkStrings(source.data, [], (path, text) => {
        const key = path[path.length - 1];
        if (NOT_COPY.has(String(key)) || path.includes('zipCodes')) return;
        // A brand's website and a fact's source are addresses by design; a review is its customer's words.
        scanText(
          scan,
          literals,
          text,
          at(file, path),
          key === 'officialWebsite' || (key === 'url' && path.includes('source'))
            ? 'url'
            : file === 'content/reviews.yaml' && key === 'comment'
              ? 'quote'
              : 'copy',
        );
      });
    site.manifest.routes.forEach((route, i) => {
      const titles = Array.isArray(route.title)
        ? route.title.map((text, ti) => ({ t: text, path: ['routes', i, 'title', ti] }))
        : [{ t: route.title, path: ['routes', i, 'title'] }];
      for (const { t: text, path } of titles) scanText(scan, literals, text, at('site.yaml', path));
      scanText(scan, literals, route.description, at('site.yaml', ['routes', i, 'description']));
    });
    for (const [file, text] of Object.entries(site.mdx)) {
      for (const { line, column, ...message } of ctx.mdx(file).problems) ctx.reportMessage(message, file, { line, column });
      text
        .split('\n')
        .forEach((line, li) => scanText(scan, literals, line, (id, params) => ctx.reportAt(id, params, file, li + 1, 1), 'mdx'));
    }
  },
};
