import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../manifest/load';
import { expandRoutes } from '../../routes/table';
import { href } from '../../routes/urls';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { renderedPage } from '../../../tests/support/rendered-page';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));

/** The home page's hero, rendered as visitors get it. */
async function homeHero(): Promise<HTMLElement> {
  const entry = expandRoutes(site!).find((pageEntry) => pageEntry.kind === 'home');
  if (!entry) throw new Error('no home page');
  const hero = parse(await renderedPage(site!, entry)).querySelector('main section[aria-labelledby="home-hero-heading"]');
  if (!hero) throw new Error('the home page has no hero');
  return hero;
}

const text = (element: HTMLElement | null | undefined) => (element?.text ?? '').replace(/\s+/g, ' ').trim();

describe("the home page's hero", () => {
  it('says right under a headline that names the service call fee what that fee is and what a spring costs', async () => {
    const hero = await homeHero();
    const h1 = hero.querySelector('h1');
    const fee = site!.facts.serviceCallFee;
    expect(text(h1), "the spec's headline names the fee").toContain(fee);
    const next = text(h1!.nextElementSibling);
    expect(next, 'the line after the headline').toContain(fee);
    expect(next, 'the line after the headline').toContain(site!.manifest.claims.springReplacementRange.value);
    expect(next, 'the line after the headline').toMatch(/service call/i);
  });

  it('offers booking beside the call, outside the folded form (on the first screen of a phone)', async () => {
    const hero = await homeHero();
    const links = hero.querySelectorAll('a').filter((element) => !element.closest('details') && !element.closest('form'));
    expect(links.some((link) => link.getAttribute('href')?.split('?')[0] === href('booking'))).toBe(true);
    expect(links.some((link) => link.getAttribute('href')?.startsWith('tel:'))).toBe(true);
  });
});
