import type { ComponentType } from 'react';
import type { PageData } from './types';

export type PageComponent = ComponentType<{ page: PageData<any> }>;
type Kind = PageData['kind'];

/** One lazily loaded renderer per page kind: a page loads only its own kind's code. */
const loaders: Record<Kind, () => Promise<{ default: PageComponent }>> = {
  home: () => import('../renderers/home/HomePage'),
  'services-index': () => import('../renderers/services-index/ServicesIndexPage'),
  service: () => import('../renderers/service/ServicePage'),
  'service-category': () => import('../renderers/service-category/ServiceCategoryPage'),
  'service-city': () => import('../renderers/service-city/ServiceCityPage'),
  brands: () => import('../renderers/brands/BrandsPage'),
  brand: () => import('../renderers/brand/BrandPage'),
  city: () => import('../renderers/city/CityPage'),
  neighborhood: () => import('../renderers/neighborhood/NeighborhoodPage'),
  'service-areas': () => import('../renderers/service-areas/ServiceAreasPage'),
  about: () => import('../renderers/about/AboutPage'),
  reviews: () => import('../renderers/reviews/ReviewsPage'),
  faq: () => import('../renderers/faq/FaqPage'),
  booking: () => import('../renderers/booking/BookingPage'),
  'booking-result': () => import('../renderers/booking-result/BookingResultPage'),
  legal: () => import('../renderers/legal/LegalPage'),
  'not-found': () => import('../renderers/not-found/NotFoundPage'),
};

const loaded: Partial<Record<Kind, PageComponent>> = {};

export async function loadRenderer(kind: Kind): Promise<PageComponent> {
  return (loaded[kind] ??= (await loaders[kind]()).default);
}

export function getRenderer(kind: Kind): PageComponent | undefined {
  return loaded[kind];
}
