import type { Icon } from '../../manifest/schema.generated';
import { faqPage } from '../../seo/jsonld';
import type { DataBuilder } from '../context';

type FaqCategory = { id: string; name: string; icon: Icon; questions: Array<{ question: string; answer: string }> };

export type FaqProps = {
  hero: { heading: string; intro: string };
  categories: FaqCategory[];
  contact: { heading: string; intro: string; phone: { display: string; e164: string } };
};

/** FAQ: the five categories of content/faq.yaml; the FAQPage JSON-LD holds exactly the questions shown. */
export const pageProps: DataBuilder<FaqProps> = ({ site, blocks, fill }) => {
  const copy = blocks('faq');
  const categories: FaqCategory[] = fill(site.faq.categories).map((category) => ({
    id: category.id,
    name: category.name,
    icon: category.icon,
    questions: category.questions.map((question) => ({ question: question.question, answer: question.answer })),
  }));
  return {
    props: {
      hero: { heading: copy.hero.heading, intro: copy.hero.intro },
      categories,
      contact: { heading: copy.contact.heading, intro: copy.contact.intro, phone: site.manifest.business.phone },
    },
    jsonLd: [faqPage(categories.flatMap((category) => category.questions))],
  };
};
