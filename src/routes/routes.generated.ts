/* Generated from site.yaml's routes by `npm run types`. Do not edit: change site.yaml. */
/** Each page kind's route pattern (by name when the kind has several): what href() fills. */
export const ROUTES = {
  "home": "/",
  "services-index": "/services",
  "service": "/services/:serviceId",
  "service-category": "/services/categories/:serviceId",
  "service-city": "/services/:serviceId/:cityId",
  "brands": "/brands",
  "brand": "/brands/:brandId",
  "city": "/cities/:cityId",
  "neighborhood": "/cities/:cityId/:neighborhoodId",
  "service-areas": "/service-areas",
  "about": "/about",
  "reviews": "/reviews",
  "faq": "/faq",
  "booking": "/booking",
  "booking-result": "/booking/thanks",
  "legal": {
    "terms": "/terms",
    "privacy": "/privacy",
  },
} as const;
