import { parse } from 'yaml';
import { labelOf, labelTitle } from '../../manifest/plain-schema';
import type { FieldProblem } from './field-problems';

/** The business facts a site.yaml text names: its constants and its claims (both are {{facts}} in copy). */
function factNames(text: string | undefined): Set<string> {
  try {
    const data = (parse(text ?? '') ?? {}) as { constants?: object; claims?: object };
    return new Set([...Object.keys(data.constants ?? {}), ...Object.keys(data.claims ?? {})]);
  } catch {
    return new Set();
  }
}

/** What each folder of content/ holds, in the screen's words. */
const KINDS: Record<string, string> = { cities: 'city', services: 'service', brands: 'brand', pages: 'page copy', texts: 'long text' };

/** A file's name as words: `st-petersburg` is "St petersburg", `garage-door-repair` "Garage door repair". */
const named = (id: string) => labelTitle([id]);

/**
 * A text of the project as the office knows it: an entry by its name and what it is ("St.
 * Petersburg (city)", "Amarr (brand)"), a page's own text by its service and place ("Garage door
 * repair in Tampa"), the rest by its file's name ("Faq", "Page copy: home").
 */
function inWords(file: string, text: string): string {
  if (file === 'site.yaml') return 'the business facts';
  const parts = file
    .replace(/^content\//, '')
    .replace(/\.(yaml|mdx)$/, '')
    .split('/');
  if (parts[0] === 'local') {
    const [, what, first, second] = parts;
    return what === 'services' ? `${named(first)} in ${named(second)}` : `${named(second)}, ${named(first)} (neighborhood)`;
  }
  const kind = KINDS[parts[0]];
  let name: unknown;
  try {
    const data = parse(text) as { name?: unknown; title?: unknown } | null;
    name = data?.name ?? data?.title;
  } catch {
    name = undefined;
  }
  if (kind && typeof name === 'string') return `${name} (${kind})`;
  return kind ? `${named(kind)}: ${parts.slice(1).join(' ')}` : named(parts.join(' '));
}

/**
 * A save of site.yaml that takes out a fact the copy still names: the check finds the texts that
 * name it ("There is no business fact {{warranty}}", in files the office did not touch). Said as what
 * happened, once per fact, at the business facts: which fact was removed and which texts use it
 * (`files`: the project's texts, site.yaml as saved among them).
 */
export function removedFactsStillUsed(problems: FieldProblem[], files: Record<string, string>, before: string | undefined): FieldProblem[] {
  const kept = factNames(files['site.yaml']);
  const said: FieldProblem[] = [];
  const used: string[] = [];
  for (const name of [...factNames(before)].filter((fact) => !kept.has(fact))) {
    const texts = Object.keys(files)
      .filter((file) => /^(site\.yaml|content\/.*\.(yaml|mdx))$/.test(file) && files[file].includes(`{{${name}}}`))
      .map((file) => inWords(file, files[file]))
      .sort((a, b) => a.localeCompare(b));
    if (!texts.length) continue;
    used.push(name);
    const shown = texts.length > 4 ? [...texts.slice(0, 4), `${texts.length - 4} more`] : texts;
    said.push({
      code: 'unknown-constant',
      file: 'site.yaml',
      field: ['constants'],
      label: 'business facts',
      message: `You removed the fact ${labelOf(['constants', name])} ({{${name}}}), but ${texts.length === 1 ? 'a text still uses' : `${texts.length} texts still use`} it: ${shown.join(', ')}.`,
      hint: 'Put the fact back, or change those texts first.',
    });
  }
  const removed = (problem: FieldProblem) =>
    problem.code === 'unknown-constant' && used.some((name) => problem.message.includes(`{{${name}}}`));
  return said.length ? [...said, ...problems.filter((problem) => !removed(problem))] : problems;
}
