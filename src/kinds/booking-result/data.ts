import type { DataBuilder } from '../context';

export type BookingResultProps = {
  heading: string;
  intro: string;
  next: { heading: string; list: string[] };
  phone: { display: string; e164: string };
};

/** /booking/thanks: where a visitor without JavaScript lands after the form post (noindex). */
export const pageProps: DataBuilder<BookingResultProps> = ({ site, blocks }) => {
  const { received, next } = blocks('booking');
  return {
    props: {
      heading: received.heading,
      intro: received.intro,
      next: { heading: next.heading, list: next.list },
      phone: site.manifest.business.phone,
    },
  };
};
