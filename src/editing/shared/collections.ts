import { slugOf } from './list-entries';

/** The collections whose entries other files name by id: one file each, named for its id (`content/cities/brandon.yaml`). */
export const ID_COLLECTIONS = {
  services: { folder: 'content/services', display: 'title' },
  cities: { folder: 'content/cities', display: 'name' },
  brands: { folder: 'content/brands', display: 'name' },
} as const;
export type IdCollection = keyof typeof ID_COLLECTIONS;

/** A place's own copy (content/local/<folder>/...): what the screen calls one, before its place ("Neighborhood: Tampa, Davis Islands"). */
export const LOCAL_COPY = { services: 'Service in a city', neighborhoods: 'Neighborhood' } as const;

/** The screen's lists of texts: the own copy of places, and the long texts (MDX). */
export const TEXT_LISTS = { local: 'Text for one city or neighborhood', long: 'Long texts' } as const;

/** The screen's name of site.yaml's list: the business's facts and the site's settings. */
export const SETTINGS_LABEL = 'Business facts';

/** The sections of site.yaml in the order and words of the form. */
export const SITE_SECTIONS: Array<[string, string]> = [
  ['business', 'The business: name, phone, e-mail, address, hours'],
  ['constants', 'Facts and prices the pages use'],
  ['claims', 'Claims the owner confirms: years, customers, repairs, team, prices'],
  ['booking', 'Booking form'],
  ['navigation', 'Menus'],
  ['routes', "Pages' titles and descriptions in search results"],
  ['redirects', 'Old addresses sent to new ones'],
  ['notFound', 'Suggestions on the page for an address not found'],
  ['site', 'Website address'],
];

/**
 * The file and id of a new entry of an id collection: its id is made from its name (or title),
 * as a list entry's is, and its file is named for the id. Undefined for any other collection, or
 * while the entry has no name to make an id from.
 */
export function newEntryFile(collection: string, data: Record<string, unknown>): { path: string; id: string } | undefined {
  if (!(collection in ID_COLLECTIONS)) return undefined;
  const { folder, display } = ID_COLLECTIONS[collection as IdCollection];
  const name = data[display];
  const id = typeof name === 'string' ? slugOf(name) : '';
  return id ? { path: `${folder}/${id}.yaml`, id } : undefined;
}
