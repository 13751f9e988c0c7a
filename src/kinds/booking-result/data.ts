import type { DataBuilder } from '../context';

export type BookingResultProps = {
  heading: string;
  intro: string;
  next: { heading: string; list: string[] };
  phone: { display: string; e164: string };
};

/** /booking/thanks: where a visitor without JavaScript lands after the form post (noindex). */
export const build: DataBuilder<BookingResultProps> = ({ site, blocks }) => {
  const b = blocks('booking');
  const thanks = b.thanks;
  const next = b.next;
  if (!thanks?.heading || !thanks.intro) throw new Error("content/pages/booking.yaml: block 'thanks' needs a heading and an intro");
  if (!next?.heading || !next.list?.length) throw new Error("content/pages/booking.yaml: block 'next' needs a heading and a list");
  return {
    props: {
      heading: thanks.heading,
      intro: thanks.intro,
      next: { heading: next.heading, list: next.list },
      phone: site.manifest.business.phone,
    },
  };
};
