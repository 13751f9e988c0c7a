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
  const c = blocks('brand');
  const perService = site.manifest.ui.limits.brandIssuesPerService;
  const groups = (Object.keys(TYPE_LABELS) as ModelType[])
    .map((type) => ({ label: TYPE_LABELS[type], names: brand.models.filter((m) => m.type === type).map((m) => m.name) }))
    .filter((g) => g.names.length > 0);

  const props: BrandProps = {
    name: brand.name,
    tag: c.hero.tag ?? '',
    shortDescription: brand.shortDescription,
    website: brand.officialWebsite,
    categories: brand.categories.map((c) => (c === 'residential' ? 'Residential' : 'Commercial')),
    about: { heading: c.about.heading, description: brand.description },
    models: { heading: c.models.heading, groups },
    brandIssues: { heading: c.brandIssues.heading, items: brand.commonIssues },
    repair: { heading: c.repair.heading, text: brand.repairInfo },
    services: {
      heading: c.services.heading,
      intro: c.services.intro ?? '',
      // The spec's "services" are the main service list (the six the site is built around).
      items: site.services
        .filter((s) => s.tier === 'main')
        .map((s) => ({ title: s.title, href: href('service', { serviceId: s.id }), issues: fill(s.issues.slice(0, perService)) })),
    },
    commonIssues: { heading: c.commonIssues.heading, items: c.commonIssues.items ?? [] },
    reasons: { heading: c.reasons.heading, list: c.reasons.list ?? [] },
    cta: { heading: c.cta.heading, intro: c.cta.intro ?? '' },
  };
  return { props };
};
