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

function need(value: string | undefined, where: string): string {
  if (!value) throw new Error(`content/pages/not-found.yaml: ${where} is missing`);
  return value;
}

/** The not-found page's copy. Everything that depends on the missing path happens in the browser. */
export const build: DataBuilder<NotFoundProps> = (ctx) => {
  const b = ctx.blocks('not-found');
  const messages = ctx.messages('not-found');
  if (messages.length < 2) throw new Error('content/pages/not-found.yaml: at least two messages are needed');
  return {
    props: {
      heading: need(b.hero?.heading, 'blocks.hero.heading'),
      intro: need(b.hero?.intro, 'blocks.hero.intro'),
      help: need(b.help?.intro, 'blocks.help.intro'),
      bannerHeading: need(b.banner?.heading, 'blocks.banner.heading'),
      suggestionsHeading: need(b.suggestions?.heading, 'blocks.suggestions.heading'),
      messages,
    },
  };
};
