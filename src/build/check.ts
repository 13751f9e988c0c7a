import { checkSite } from '../manifest/check';
import { loadSite } from '../manifest/load';
import { primeSite } from '../manifest/site';

type Options = { root?: string; launch?: boolean; print?: (s: string) => void };

/** `npm run check`: schema, cross-checks and copy lint; all problems at once. Returns the exit code. */
export async function runCheck(opts: Options = {}): Promise<number> {
  const root = opts.root ?? process.cwd();
  const print = opts.print ?? ((s: string) => console.error(s));
  const { site, errors } = loadSite(root);
  const all = [...errors, ...(site ? checkSite(site, { launch: opts.launch }) : [])];
  const fatal = all.filter((e) => e.severity === 'error');
  const warnings = all.filter((e) => e.severity === 'warning');
  for (const e of [...fatal, ...warnings]) print(e.format() + '\n');
  if (fatal.length) {
    print(`✖ ${fatal.length} error(s)${warnings.length ? `, ${warnings.length} warning(s)` : ''}. Fix the errors above; nothing was built.`);
    return 1;
  }
  print(`✔ site.yaml and content/ are valid${warnings.length ? ` (${warnings.length} warning(s))` : ''}.`);
  primeSite(site!);
  return 0;
}
