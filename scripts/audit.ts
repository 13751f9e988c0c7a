import { auditSite } from '../src/build/audit';
import { formatNoindexLinks } from '../src/build/audit/noindex-links';
import { validateHtml } from '../src/build/audit/html';
import { nuChecker, validateNu } from '../src/build/audit/nu';
import { OUT_DIR } from '../src/build/build';
import { loadCheckedSite } from '../src/checks/load-checked';
import { percent } from '../src/seo/uniqueness';

/** The quality gates over a built site, including the HTML validator (slower, so not part of every build). */
const site = loadCheckedSite();
const { errors, warnings, files, ownText, noindexLinks } = auditSite(site, OUT_DIR);
// The W3C Nu checker over every HTML file, when Java and vnu-jar are here: its own process, so it
// runs while this one validates the same files with html-validate.
const nuRun = nuChecker() ? validateNu(OUT_DIR, files).catch((e: Error) => [`the Nu checker could not run: ${e.message}`]) : undefined;
const html = await validateHtml(OUT_DIR, files);
const nu = nuRun ? await nuRun : [];
if (!nuRun) warnings.push('the W3C Nu checker did not run (it needs Java and the vnu-jar package)');
console.log(`own text per page kind, measured on ${OUT_DIR}/ (bar ${percent(site.manifest.indexing.ownTextMin)}):\n${ownText.table}`);
const noindex = ownText.rows.filter((row) => row.noindex);
console.log(`${noindex.length} noindex page(s):${noindex.map((row) => `\n  ${percent(row.share).padStart(6)}  ${row.url}`).join('')}`);
console.log(formatNoindexLinks(noindexLinks));
const withFacts = ownText.rows.filter((row) => row.facts);
console.log(
  `sourced facts beside own text (${withFacts.length} page(s)):${withFacts.map((row) => `\n  ${String(row.facts).padStart(2)} facts  ${percent(row.share).padStart(6)}  ${row.url}`).join('')}`,
);
for (const warning of warnings) console.warn(`warning  ${warning}`);
for (const problem of [...errors, ...html.map((message) => `html: ${message}`), ...nu.map((message) => `nu: ${message}`)])
  console.error(`error    ${problem}`);
const total = errors.length + html.length + nu.length;
console.log(`${total} error(s), ${warnings.length} warning(s) in ${OUT_DIR}/`);
process.exitCode = total ? 1 : 0;
