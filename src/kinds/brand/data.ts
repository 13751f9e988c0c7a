import type { Brand } from '../../manifest/schema.generated';
import type { Bindings } from '../../routes/collections';
import type { DataBuilder } from '../context';
import { href } from '../../routes/urls';

type ModelType = Brand['models'][number]['type'];
const TYPE_LABELS: Record<ModelType, string> = {
  residential: 'Residential Doors',
  opener: 'Openers',
  commercial: 'Commercial Products',
  accessory: 'Accessories',
};

export type BrandProps =
  | { missing: true }
  | {
      missing?: false;
      name: string;
      tag: string;
      shortDescription: string;
      website?: string;
      categories: Array<'Residential' | 'Commercial'>;
      about: { heading: string; description: string };
      models: { heading: string; groups: Array<{ label: string; names: string[] }> };
      brandIssues: { heading: string; items: Array<{ title: string; description: string; affectedModels: string[] }> };
      repair: { heading: string; text: string };
      services: { heading: string; intro: string; items: Array<{ title: string; href: string; issues: string[] }> };
      commonIssues: { heading: string; items: Array<{ title: string; text?: string }> };
      reasons: { heading: string; list: string[] };
      cta: { heading: string; intro: string };
    };

export const pageProps: DataBuilder<BrandProps, Bindings['brands']> = ({ site, entry, bound, blocks, fill }) => {
  if (entry.missing) return { props: { missing: true } };
  const brand = fill(bound.brand);
  const copy = blocks('brand');
  const perService = site.manifest.ui.limits.brandIssuesPerService;
  const groups = (Object.keys(TYPE_LABELS) as ModelType[])
    .map((type) => ({ label: TYPE_LABELS[type], names: brand.models.filter((model) => model.type === type).map((model) => model.name) }))
    .filter((item) => item.names.length > 0);

  const props: BrandProps = {
    name: brand.name,
    tag: copy.hero.tag ?? '',
    shortDescription: brand.shortDescription,
    website: brand.officialWebsite,
    categories: brand.categories.map((category) => (category === 'residential' ? 'Residential' : 'Commercial')),
    about: { heading: copy.about.heading, description: brand.description },
    models: { heading: copy.models.heading, groups },
    brandIssues: { heading: copy.brandIssues.heading, items: brand.commonIssues },
    repair: { heading: copy.repair.heading, text: brand.repairInfo },
    services: {
      heading: copy.services.heading,
      intro: copy.services.intro ?? '',
      // The spec's "services" are the main service list (the six the site is built around).
      items: site.services
        .filter((service) => service.tier === 'main')
        .map((service) => ({
          title: service.title,
          href: href('service', { serviceId: service.id }),
          issues: fill(service.issues.slice(0, perService)),
        })),
    },
    commonIssues: { heading: copy.commonIssues.heading, items: copy.commonIssues.items ?? [] },
    reasons: { heading: copy.reasons.heading, list: copy.reasons.list ?? [] },
    cta: { heading: copy.cta.heading, intro: copy.cta.intro ?? '' },
  };
  return { props };
};
