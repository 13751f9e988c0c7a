import type { RouteKind } from '../routes/table';
import type { DataBuilder } from './context';
import { build as home } from './home/data';
import { build as servicesIndex } from './services-index/data';
import { build as service } from './service/data';
import { build as serviceCategory } from './service-category/data';
import { build as serviceCity } from './service-city/data';
import { build as brands } from './brands/data';
import { build as brand } from './brand/data';
import { build as city } from './city/data';
import { build as neighborhood } from './neighborhood/data';
import { build as serviceAreas } from './service-areas/data';
import { build as about } from './about/data';
import { build as reviews } from './reviews/data';
import { build as faq } from './faq/data';
import { build as booking } from './booking/data';
import { build as bookingResult } from './booking-result/data';
import { build as legal } from './legal/data';
import { build as notFound } from './not-found/data';

/** Each page kind's data builder: src/kinds/<kind>/data.ts, beside its Page component. */
export const builders: Record<RouteKind | 'not-found', DataBuilder<any>> = {
  home: home,
  'services-index': servicesIndex,
  service: service,
  'service-category': serviceCategory,
  'service-city': serviceCity,
  brands: brands,
  brand: brand,
  city: city,
  neighborhood: neighborhood,
  'service-areas': serviceAreas,
  about: about,
  reviews: reviews,
  faq: faq,
  booking: booking,
  'booking-result': bookingResult,
  legal: legal,
  'not-found': notFound,
};
