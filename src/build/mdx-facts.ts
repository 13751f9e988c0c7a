/** Same syntax as src/manifest/template.ts; kept apart so the Vite config loads no app code. */
const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;
/** An article written before a placeholder: the <Fact> chooses it for the value ("an $80"). */
const WITH_ARTICLE = /(?<![\w'’-])(a|an|A|An)[ \t]+\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** `{{name}}` in MDX becomes <Fact name="name" /> before MDX compiles it (the builds, and the editing screen's preview). */
export function factsInMdxText(code: string): string {
  return code
    .replace(WITH_ARTICLE, (_, article: string, name: string) => `<Fact name="${name}" article="${article}" />`)
    .replace(PLACEHOLDER, (_, name: string) => `<Fact name="${name}" />`);
}
