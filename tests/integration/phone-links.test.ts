/**
 * The phone number in a page's text is a link that calls it (src/components/copy-text.tsx): on the
 * built fixture site (tests/support/fixture-build.ts), whose copy names the number ({{phone}}) in
 * calls to action, intros, FAQ answers, lists and a page body, no page shows it as plain text.
 */
import { describe, expect, it } from 'vitest';
import type { HTMLElement, Node } from 'node-html-parser';
import { readPages } from '../../src/build/audit/files';
import { loadSite } from '../../src/manifest/load';
import { fixtureBuild } from '../support/fixture-build';

const { root, dist } = fixtureBuild();
const { phone, email } = loadSite(root).site!.manifest.business;
const { display, e164 } = phone;
const pages = readPages(dist);

/** The texts of an element that name the number (or the e-mail) outside a link. */
function plainMentions(node: Node, inLink = false): string[] {
  if (node.nodeType === 3) return !inLink && (node.rawText.includes(display) || node.rawText.includes(email)) ? [node.rawText.trim()] : [];
  const element = node as HTMLElement;
  if (['script', 'style', 'template'].includes(element.rawTagName)) return [];
  return element.childNodes.flatMap((child) => plainMentions(child, inLink || element.rawTagName === 'a'));
}

describe('the phone number in the text is a link that calls it, and the e-mail one that writes to it', () => {
  it('on every page, each mention of the number in its text is a tel: link to it, and of the e-mail a mailto: link', () => {
    const plain = pages.flatMap((page) => plainMentions(page.root.querySelector('body')!).map((text) => `${page.url}: ${text}`));
    expect(plain).toEqual([]);
    // The text's own links to the number: in calls to action, intros and answers on most pages.
    const linked = pages.filter((page) =>
      page.root.querySelectorAll('main a.phone-link').some((link) => link.getAttribute('href') === `tel:${e164}`),
    );
    expect(linked.length).toBeGreaterThan(pages.length / 2);
  });
});
