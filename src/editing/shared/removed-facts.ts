import { parse } from 'yaml';
import { labelOf } from '../../manifest/plain-schema';
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

/** A file of the project as the office knows it: "pages › home", "services › garage-door-repair". */
const inWords = (file: string) =>
  file
    .replace(/^content\//, '')
    .replace(/\.(yaml|mdx)$/, '')
    .split('/')
    .join(' › ');

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
      .sort()
      .map(inWords);
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
