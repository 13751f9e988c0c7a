/**
 * npm run leads                    list booking leads, newest first, with reference, status and the state of their e-mails
 * npm run leads -- --csv           the same as CSV on stdout (e.g. `npm run -s leads -- --csv > leads.csv`)
 * npm run leads -- --failed        the e-mails given up on after a day of failures
 * npm run leads -- --retry-failed  puts those back in the outbox (npm start sends them)
 * Options: --limit N; the database is env LEADS_DB (default data/leads.sqlite).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { failedText, leadsCsv, leadsText } from '../src/booking/server/lead-export';
import { leadsDbPath, openLeadStore, referencePrefix } from '../src/booking/server/lead-store';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: npm run leads [-- --csv] [-- --limit N] [-- --failed] [-- --retry-failed]\nDatabase: env LEADS_DB (default data/leads.sqlite)',
  );
  process.exit(0);
}
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : -1;
if (limitAt >= 0 && !(limit > 0)) {
  console.error('--limit needs a positive number');
  process.exit(2);
}
/** site.yaml's business block, read lightly (this command must work even when the site does not check). */
function business(): { timeZone?: unknown; name?: unknown } {
  try {
    return (parse(readFileSync('site.yaml', 'utf8')) as { business?: { timeZone?: unknown; name?: unknown } }).business ?? {};
  } catch {
    return {};
  }
}
/** Times are shown in the business's time zone (site.yaml business.timeZone), not the machine's. */
function businessTimeZone(): string | undefined {
  try {
    const zone = business().timeZone;
    if (typeof zone !== 'string') return undefined;
    new Intl.DateTimeFormat('en-US', { timeZone: zone }); // throws for a zone `npm run check` would refuse
    return zone;
  } catch {
    return undefined;
  }
}
const timeZone = businessTimeZone();
const path = leadsDbPath();
if (!existsSync(path)) {
  if (args.includes('--csv')) process.stdout.write(leadsCsv([], new Map(), timeZone, () => []));
  else console.log(`No leads yet (no database at ${path}).`);
  process.exit(0);
}
// A database of an earlier version is migrated on opening: its leads get references like npm start's.
const company = business().name;
const store = openLeadStore(path, typeof company === 'string' ? { referencePrefix: referencePrefix(company) } : {});
if (args.includes('--retry-failed')) {
  const n = store.outbox.retryFailed(Date.now());
  store.close();
  console.log(
    n
      ? `${n} failed e-mail${n === 1 ? '' : 's'} back in the outbox; npm start sends ${n === 1 ? 'it' : 'them'} within a few minutes (at once after a restart).`
      : 'No failed e-mails.',
  );
  process.exit(0);
}
if (args.includes('--failed')) {
  const failed = store.outbox.failed();
  const leads = new Map(store.list().map((lead) => [lead.id, lead]));
  store.close();
  process.stdout.write(`Failed e-mails in ${path}\n\n${failedText(failed, leads, timeZone)}`);
  process.exit(0);
}
const leads = store.list(limit);
const deliveries = store.outbox.deliveries(limit > 0 ? leads.map((lead) => lead.id) : undefined);
const counts = store.outbox.counts();
const history = new Map(leads.map((lead) => [lead.id, store.events(lead.id)]));
store.close();
if (args.includes('--csv')) process.stdout.write(leadsCsv(leads, deliveries, timeZone, (id) => history.get(id) ?? []));
else {
  const mail = `E-mails: ${counts.sent} sent, ${counts.pending} waiting, ${counts.failed} failed${counts.failed ? ' (npm run leads -- --failed)' : ''}`;
  process.stdout.write(`Leads in ${path}\n\n${leadsText(leads, new Date(), deliveries, timeZone)}${mail}\n`);
}
