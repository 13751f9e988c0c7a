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
  const b = blocks('faq');
  const categories: FaqCategory[] = fill(site.faq.categories).map((c) => ({
    id: c.id,
    name: c.name,
    icon: c.icon,
    questions: c.questions.map((q) => ({ question: q.question, answer: q.answer })),
  }));
  return {
    props: {
      hero: { heading: b.hero.heading, intro: b.hero.intro },
      categories,
      contact: { heading: b.contact.heading, intro: b.contact.intro, phone: site.manifest.business.phone },
    },
    jsonLd: [faqPage(categories.flatMap((c) => c.questions))],
  };
};
