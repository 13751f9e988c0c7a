/**
 * npm run leads            list booking leads, newest first
 * npm run leads -- --csv   the same as CSV on stdout (e.g. `npm run -s leads -- --csv > leads.csv`)
 * Options: --limit N; the database is env LEADS_DB (default data/leads.sqlite).
 */
import { existsSync } from 'node:fs';
import { leadsCsv, leadsText } from '../src/server/lead-export';
import { leadsDbPath, openLeadStore } from '../src/server/lead-store';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('Usage: npm run leads [-- --csv] [-- --limit N]\nDatabase: env LEADS_DB (default data/leads.sqlite)');
  process.exit(0);
}
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : -1;
if (limitAt >= 0 && !(limit > 0)) {
  console.error('--limit needs a positive number');
  process.exit(2);
}
const path = leadsDbPath();
if (!existsSync(path)) {
  if (args.includes('--csv')) process.stdout.write(leadsCsv([]));
  else console.log(`No leads yet (no database at ${path}).`);
  process.exit(0);
}
const store = openLeadStore(path);
const leads = store.list(limit);
store.close();
if (args.includes('--csv')) process.stdout.write(leadsCsv(leads));
else process.stdout.write(`Leads in ${path}\n\n${leadsText(leads)}`);
