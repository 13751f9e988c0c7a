import { expect, it } from 'vitest';
import { scratchSite } from '../../tests/support/scratch-site';
import { checkSite } from '../checks/site';
import { loadSite } from './load';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

it('own-copy files: unknown ids, a file in the wrong place, a schema error and a typed constant, each with file:line and a fix', () => {
  const { site, errors } = loadSite(scratchSite('local-copy-errors'));
  const all = [...errors, ...(site ? checkSite(site) : [])].filter((e) => e.severity === 'error' && e.file.startsWith('content/local/'));
  // The ids offered are today's content: the rule is that the hint offers them.
  expect(all.map((e) => e.format().replace(/Use one of: [a-z0-9, -]+\./, 'Use one of: (the ids).'))).toMatchInlineSnapshot(`
    [
      "content/local/services/garage-door-repair/brandon.yaml:7:5  sections[2]
      error [schema] missing required key 'paragraphs'
      fix: Add 'paragraphs:' to this entry (see another file of the same kind for an example).",
      "content/local/neighborhoods/tampa/ybor.yaml:2:1  neighborhood
      error [unknown-id] 'ybor' is not a neighborhood of content/cities/tampa.yaml
      fix: Use one of: (the ids).",
      "content/local/notes.yaml:1:1
      error [unlisted-file] no page reads this file
      fix: Put a service-in-city page's copy in content/local/services/<service>/<city>.yaml and a neighborhood page's in content/local/neighborhoods/<city>/<neighborhood>.yaml.",
      "content/local/services/garage-door-repair/brandon.yaml:2:1  city
      error [id-mismatch] city 'clearwater' differs from the file's place (brandon)
      fix: Set city: brandon, or move the file. Put a service-in-city page's copy in content/local/services/<service>/<city>.yaml and a neighborhood page's in content/local/neighborhoods/<city>/<neighborhood>.yaml.",
      "content/local/services/spring-replacement/orlando.yaml:2:1  city
      error [unknown-id] 'orlando' is not a city: there is no content/cities/orlando.yaml
      fix: Use one of: (the ids).",
    ]
  `);
});

it('the real site: each own-copy file is read for its page', () => {
  const { site } = loadSite(FIXTURE_SITE);
  expect([...site!.local.services.keys()]).toContain('spring-replacement/south-tampa');
  expect([...site!.local.neighborhoods.keys()]).toContain('south-tampa/hyde-park');
});
