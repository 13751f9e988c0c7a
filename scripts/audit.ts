import { auditSite } from '../src/build/audit';
import { validateHtml } from '../src/build/audit/html';
import { OUT_DIR } from '../src/build/build';
import { getSite } from '../src/manifest/site';

/** The quality gates over a built site, including the HTML validator (slower, so not part of every build). */
const { errors, warnings, pages } = auditSite(getSite(), OUT_DIR);
const html = await validateHtml(OUT_DIR, pages.map((p) => p.file));
for (const w of warnings) console.warn(`warning  ${w}`);
for (const e of [...errors, ...html.map((h) => `html: ${h}`)]) console.error(`error    ${e}`);
const total = errors.length + html.length;
console.log(`${total} error(s), ${warnings.length} warning(s) in ${OUT_DIR}/`);
process.exitCode = total ? 1 : 0;
