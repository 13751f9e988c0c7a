import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { pageIndex } from '../routes/pages';
import { makeContext } from './context';
import { pageProps } from './legal/data';
import { sections } from './legal/sections';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const read = (name: string) => readFileSync(join(FIXTURE_SITE, 'content/pages', name), 'utf8');

/** The spec's eight topics of each page, in order (section 2, "Terms of Use" and "Privacy Policy"). */
const TOPICS: Record<string, RegExp[]> = {
  'terms.mdx': [
    /acceptance/i,
    /use license/i,
    /service appointments/i,
    /payment terms/i,
    /warranty/i,
    /limitations/i,
    /governing law/i,
    /changes/i,
  ],
  'privacy.mdx': [/information (we )?collect/i, /\buse\b/i, /shar(e|ing)/i, /cookies/i, /security/i, /rights/i, /changes/i, /contact/i],
};

describe('terms and privacy', () => {
  it.each(Object.keys(TOPICS))('%s has exactly 8 ## sections, on the spec topics in order', (file) => {
    const titles = sections(read(file)).map((item) => item.title);
    expect(titles).toHaveLength(8);
    TOPICS[file].forEach((topic, i) => expect(titles[i]).toMatch(topic));
  });

  it('the terms are governed by Florida law', () => {
    const terms = read('terms.mdx');
    const law = terms.split(/^## /m).find((text) => text.startsWith('Governing Law'))!;
    expect(law).toMatch(/laws of the State of Florida/);
    expect(law).toMatch(/Hillsborough County, Florida/);
  });

  it.each(Object.keys(TOPICS))('%s types no business fact: facts are {{placeholders}}', (file) => {
    const text = read(file);
    expect(text).not.toMatch(/\$\d|\(\d{3}\)|\d+-day|24\/7|@/);
  });

  it('the page data lists each section with the id its heading gets', () => {
    const site = loadSite(FIXTURE_SITE).site!;
    for (const url of ['/terms', '/privacy']) {
      const entry = pageIndex(site).byUrl.get(url)!;
      const { props } = pageProps(makeContext(site, entry));
      expect(props.toc).toHaveLength(8);
      expect(new Set(props.toc.map((item) => item.id)).size).toBe(8);
      for (const item of props.toc) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(props.body.facts).length).toBeGreaterThan(0);
    }
  });
});
