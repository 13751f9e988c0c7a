import type { Rule } from './context';
import { contentFiles, walkStrings } from './walk';

/** The messages of an unsupported claim: each says the `claim` found. */
type ClaimId = 'claim-presence' | 'claim-rank' | 'claim-badge';

/** Who a presence claim is about: the company and its people. */
const WHO = String.raw`\b(?:we|our (?:team|crews?)|technicians?|installers?|crews?)\b`;

/**
 * Claims nothing on the site supports, worded so that what a door or the weather does is not one:
 * "salt spray every day", "doors people touch every day", "the best time to call", "safety
 * devices are verified", "certified vents" all pass.
 */
const CLAIMS: Array<{ id: ClaimId; re: RegExp }> = [
  // "technicians who work in Brandon every week", "we see them daily", "our team is there every day"
  {
    id: 'claim-presence',
    re: new RegExp(
      String.raw`${WHO}[^.;:!?]{0,40}?\b(?:work|are|is|serve|see|do|visit)\w*\b[^.;:!?]{0,50}?\b(?:daily|every (?:single )?(?:day|week))\b`,
      'i',
    ),
  },
  { id: 'claim-rank', re: /#\s?1\b|\bnumber[- ]one\b|\bmost trusted\b|\btop[- ]rated\b|\baward[- ]winning\b/i },
  {
    id: 'claim-rank',
    re: /\bbest in (?:town|class|the (?:area|bay|business|region|state|county)|Tampa|Florida|Pinellas|Pasco|Hillsborough)\b/i,
  },
  {
    id: 'claim-rank',
    re: /\b(?:the|Tampa(?: Bay)?'s|Florida's|the area's|the region's) (?:best|leading|premier) (?:garage|door|repair|service|company|team|technicians?|installers?|choice)\b/i,
  },
  { id: 'claim-rank', re: /\b(?:lowest|cheapest|best) (?:prices?|rates?)\b|\bleading (?:garage|provider|company)\b/i },
  { id: 'claim-badge', re: /\bverified (?:customers?|reviews?|buyers?|technicians?|pros?|business|company)\b/i },
  {
    id: 'claim-badge',
    re: /\b(?:licensed and )?(?:certified|accredited) (?:technicians?|installers?|team|experts?|pros?|professionals?|company)\b|\blicensed and certified\b/i,
  },
];

/** The first unsupported claim of a text, if any. */
export function unsupportedClaim(text: string): { id: ClaimId; claim: string } | undefined {
  for (const { id, re } of CLAIMS) {
    const match = re.exec(text);
    if (match) return { id, claim: match[0] };
  }
  return undefined;
}

/** Reviews are the customers' words, not the company's claims. */
const CUSTOMERS = new Set(['content/reviews.yaml']);

/** Copy (content/, page bodies, and the titles and descriptions of site.yaml) claims only what a visitor can check. */
export const claims: Rule = {
  name: 'claims',
  run(ctx) {
    const manifest = ctx.site.sources.get('site.yaml');
    const files = [...(manifest ? [['site.yaml', manifest] as const] : []), ...contentFiles(ctx.site.sources)];
    for (const [file, source] of files) {
      if (CUSTOMERS.has(file)) continue;
      walkStrings(source.data, [], (path, text) => {
        const found = unsupportedClaim(text);
        if (found) ctx.report(found.id, { claim: found.claim }, file, path);
      });
    }
    for (const [file, text] of Object.entries(ctx.site.mdx))
      text.split('\n').forEach((line, li) => {
        const found = unsupportedClaim(line);
        if (found) ctx.reportAt(found.id, { claim: found.claim }, file, li + 1, 1);
      });
  },
};
