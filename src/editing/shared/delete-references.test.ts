import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';
import { loadSite } from '../../manifest/load';
import { dataOfFiles, placeInWords, referencesTo } from './engine';
import { projectFiles } from '../server/project';

/** The fixture site (the tests read its entries), loaded as the screen's check loads a site. */
const { site } = loadSite(FIXTURE_SITE);

describe('what still names an entry, as the screen lists it before a delete', () => {
  it('names each level the screen opens on the way: groups and lists by their labels, list entries by their names', () => {
    const references = referencesTo(site!, 'content/brands/liftmaster.yaml', 'liftmaster', '/brands/liftmaster');
    // The header menu's link, followed as the office opens it: Menus, then Header, then the Brands entry, its Children, LiftMaster.
    expect(references).toContain('Business facts › Menus › Header › Brands › Links under it › LiftMaster › Link');
    // A service's list of brands: the service, then its list (an entry of a list of texts is said by its list).
    expect(references).toContain('Noisy Garage Door Fix › Common brands');
    expect(references.join('\n')).not.toMatch(/\.yaml|line \d/);
  });

  it("names a file without a name of its own by its list, a page's copy by its page, an old address by the address", () => {
    const references = referencesTo(
      site!,
      'content/services/spring-replacement.yaml',
      'spring-replacement',
      '/services/spring-replacement',
    );
    expect(references.join('\n')).not.toMatch(/content\/|\.yaml/);
    expect(references).toContain('Business facts › Old addresses sent to new ones › /spring-replacement › To');
    expect(references).toContain('Page copy › Neighborhood page › Blocks › Popular › Items › Spring Replacement › Link');
    expect(references).toContain('Text for one city or neighborhood › Service in a city: Spring Replacement, Tampa › Service');
    expect(references.some((reference) => /^Projects › .+ › Service$/.test(reference))).toBe(true);
  });
});

describe('a problem in another file than the one saved, said where it is', () => {
  const read = dataOfFiles(projectFiles(FIXTURE_SITE));
  it('names the list, the entry opened in it and the field, never the file', () => {
    const projects = (site!.sources.get('content/projects.yaml')!.data as { projects: Array<{ title: string; neighborhood?: string }> })
      .projects;
    const i = projects.findIndex((project) => project.neighborhood === 'davis-islands');
    expect(placeInWords(read, 'content/projects.yaml', ['projects', i, 'neighborhood'])).toBe(
      `Projects › ${projects[i].title} › Neighborhood`,
    );
    // A place's own copy, named as the screen lists it.
    expect(placeInWords(read, 'content/local/neighborhoods/tampa/forest-hills.yaml', ['neighborhood'])).toBe(
      'Text for one city or neighborhood › Neighborhood: Tampa, Forest Hills › Neighborhood',
    );
    // A long text, by its list and its name.
    expect(placeInWords(read, 'content/pages/service-areas.mdx', [])).toBe('Long texts › Service areas');
    expect(placeInWords(read, 'site.yaml', ['navigation', 'header', 0, 'label'])).toMatch(
      /^Business facts › Menus › Header › \w+ › Label$/,
    );
  });
});
