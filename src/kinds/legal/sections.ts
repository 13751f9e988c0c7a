/** The id a heading gets: lower-case words joined by hyphens ("Use License" -> "use-license"). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The ## sections of an MDX body, in order, with the ids their headings get on the page. */
export function sections(mdx: string): Array<{ id: string; title: string }> {
  return [...mdx.matchAll(/^##[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)].map((match) => ({ id: slug(match[1]), title: match[1] }));
}
