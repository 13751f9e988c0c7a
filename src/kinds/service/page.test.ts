import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
import { loadSite } from '../../manifest/load';
import { expandRoutes } from '../../routes/table';
import { href } from '../../routes/urls';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { renderedPage } from '../../../tests/support/rendered-page';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));

it('shows a service\'s description as it was written on the screen: a paragraph per line, the lines with "- " a list', async () => {
  const service = site.services[0];
  const description = 'Springs break without warning.\n\nWe also check:\n- the cables\n- the rollers\n\nSee our booking page.';
  const changed = { ...site, services: site.services.map((item) => (item === service ? { ...item, description } : item)) };
  const entry = expandRoutes(changed).find((pageEntry) => pageEntry.url === href('service', { serviceId: service.id }))!;
  const about = parse(await renderedPage(changed, entry)).querySelector('main #about')!;
  expect(about.querySelectorAll('p').map((element) => `${element.classList.contains('lead') ? 'lead: ' : ''}${element.text}`)).toEqual([
    'lead: Springs break without warning.',
    'We also check:',
    'See our booking page.',
  ]);
  expect(about.querySelectorAll('ul li').map((element) => element.text)).toEqual(['the cables', 'the rollers']);
});
