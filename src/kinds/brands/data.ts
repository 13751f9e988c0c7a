import type { Icon } from '../../manifest/schema.generated';
import type { DataBuilder } from '../context';

export type BrandCard = {
  id: string;
  name: string;
  residential: boolean;
  commercial: boolean;
  shortDescription: string;
  /** the first few model names (site.yaml ui.limits.brandCardModels) */
  models: string[];
  /** how many models are not listed */
  moreModels: number;
};

export type BrandsProps = {
  hero: { heading: string; intro: string };
  list: { heading: string };
  brands: BrandCard[];
  whyChooseUs: { heading: string; items: Array<{ title: string; text?: string; icon?: Icon }> };
  faq: { heading: string; items: Array<{ question: string; answer: string }> };
};

export const pageProps: DataBuilder<BrandsProps> = ({ site, blocks, fill }) => {
  const copy = blocks('brands');
  const shown = site.manifest.ui.limits.brandCardModels;
  const faq = fill(site.faq.brands);
  const props: BrandsProps = {
    hero: { heading: copy.hero.heading, intro: copy.hero.intro ?? '' },
    list: { heading: copy.list.heading },
    brands: site.brands.map((brand) => ({
      id: brand.id,
      name: brand.name,
      residential: brand.categories.includes('residential'),
      commercial: brand.categories.includes('commercial'),
      shortDescription: fill(brand.shortDescription),
      models: brand.models.slice(0, shown).map((model) => model.name),
      moreModels: Math.max(0, brand.models.length - shown),
    })),
    whyChooseUs: { heading: copy.whyChooseUs.heading, items: copy.whyChooseUs.items ?? [] },
    faq: { heading: copy.faq.heading, items: faq },
  };
  return { props };
};
