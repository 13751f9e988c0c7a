import type { ComponentType } from 'react';
import type { PageData } from './types';

export type PageComponent = ComponentType<{ page: PageData<any> }>;
type Kind = PageData['kind'];

/** One lazily loaded renderer per page kind: a page loads only its own kind's code. */
const loaders: Record<Kind, () => Promise<{ default: PageComponent }>> = {
  home: () => import('../kinds/home/HomePage'),
  'services-index': () => import('../kinds/services-index/ServicesIndexPage'),
  service: () => import('../kinds/service/ServicePage'),
  'service-category': () => import('../kinds/service-category/ServiceCategoryPage'),
  'service-city': () => import('../kinds/service-city/ServiceCityPage'),
  brands: () => import('../kinds/brands/BrandsPage'),
  brand: () => import('../kinds/brand/BrandPage'),
  city: () => import('../kinds/city/CityPage'),
  neighborhood: () => import('../kinds/neighborhood/NeighborhoodPage'),
  'service-areas': () => import('../kinds/service-areas/ServiceAreasPage'),
  about: () => import('../kinds/about/AboutPage'),
  reviews: () => import('../kinds/reviews/ReviewsPage'),
  faq: () => import('../kinds/faq/FaqPage'),
  booking: () => import('../kinds/booking/BookingPage'),
  'booking-result': () => import('../kinds/booking-result/BookingResultPage'),
  legal: () => import('../kinds/legal/LegalPage'),
  'not-found': () => import('../kinds/not-found/NotFoundPage'),
};

const loaded: Partial<Record<Kind, PageComponent>> = {};

export async function loadRenderer(kind: Kind): Promise<PageComponent> {
  return (loaded[kind] ??= (await loaders[kind]()).default);
}

export function getRenderer(kind: Kind): PageComponent | undefined {
  return loaded[kind];
}
