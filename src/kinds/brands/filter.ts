import type { BrandCard } from './data';

export type Filter = 'all' | 'residential' | 'commercial';

export const FILTERS: Array<{ id: Filter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
];

/** Brands whose name contains the query (in any case) and that make products of the chosen kind. */
export function filterBrands(brands: BrandCard[], query: string, filter: Filter): BrandCard[] {
  const lowerCase = query.trim().toLowerCase();
  return brands.filter((brand) => (filter === 'all' || brand[filter]) && brand.name.toLowerCase().includes(lowerCase));
}
