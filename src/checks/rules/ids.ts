import { didYouMean } from '../../manifest/errors';
import { href } from '../../routes/urls';
import { listed } from '../../manifest/error-catalogue';
import { fileOf, type CheckContext, type Path, type Rule } from './context';

/** Where the page of an item of each collection lives, for the redirect a removed item needs. */
const PAGE_OF: Record<string, (id: string) => { page: string; list: string }> = {
  service: (serviceId) => ({ page: href('service', { serviceId }), list: href('services-index') }),
  city: (cityId) => ({ page: href('city', { cityId }), list: href('service-areas') }),
  brand: (brandId) => ({ page: href('brand', { brandId }), list: href('brands') }),
};

/** An id that names nothing: "did you mean", else the choices (and the redirect a removed page needs). */
export function unknownId(ctx: CheckContext, file: string, path: Path, what: string, id: string, ids: string[]): void {
  // Each choice once, also while a list names one twice (reported where it was given again).
  const known = [...new Set(ids)];
  const guess = didYouMean(id, known) ?? '';
  const choices = known.length > 8 ? `one of the ${what} ids (your editor offers them)` : `one of: ${listed(known)}`;
  const page = PAGE_OF[what]?.(id);
  if (page) ctx.report('unknown-page-id', { what, id, guess, choices, page: page.page, list: page.list }, file, path);
  else ctx.report('unknown-id', { what, id, guess, choices }, file, path);
}

/** Every id that content points at names an existing service, brand, county or booking type. */
export const knownIds: Rule = {
  name: 'known-ids',
  run(ctx) {
    const { site } = ctx;
    const serviceIds = site.services.map((service) => service.id);
    const brandIds = site.brands.map((brand) => brand.id);
    const countyNames = site.counties.map((county) => county.name);
    for (const service of site.services) {
      const file = fileOf.service(service.id);
      service.relatedServices.forEach((id, i) => {
        if (id === service.id) ctx.report('related-to-itself', {}, file, ['relatedServices', i]);
        else if (!serviceIds.includes(id)) unknownId(ctx, file, ['relatedServices', i], 'service', id, serviceIds);
      });
      service.commonBrands.forEach((id, i) => !brandIds.includes(id) && unknownId(ctx, file, ['commonBrands', i], 'brand', id, brandIds));
    }
    for (const city of site.cities) {
      const file = fileOf.city(city.id);
      if (!countyNames.includes(city.county)) unknownId(ctx, file, ['county'], 'county', city.county, countyNames);
      city.keyServices.forEach((id, i) => !serviceIds.includes(id) && unknownId(ctx, file, ['keyServices', i], 'service', id, serviceIds));
    }
    const types = site.manifest.booking.serviceTypes;
    site.reviews.forEach((review, i) => {
      if (!types.includes(review.service))
        unknownId(ctx, 'content/reviews.yaml', ['reviews', i, 'service'], 'service type', review.service, types);
    });
  },
};
