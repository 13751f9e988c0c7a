import type { DataBuilder } from '../context';

export type NotFoundProps = {
  heading: string;
  intro: string;
  help: string;
  bannerHeading: string;
  suggestionsHeading: string;
  /** light-hearted lines; the first is prerendered, one at random is shown after hydration */
  messages: string[];
};

/** The not-found page's copy. Everything that depends on the missing path happens in the browser. */
export const pageProps: DataBuilder<NotFoundProps> = (ctx) => {
  const copy = ctx.blocks('not-found');
  const messages = ctx.messages('not-found');
  return {
    props: {
      heading: copy.hero.heading,
      intro: copy.hero.intro,
      help: copy.help.intro,
      bannerHeading: copy.banner.heading,
      suggestionsHeading: copy.suggestions.heading,
      messages,
    },
  };
};
