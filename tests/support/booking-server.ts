/**
 * A site server with the booking handler over a scratch directory, for tests that need a real
 * process (the crash test kills it with SIGKILL). Env: LEADS_DB, SITE_DIR; prints "listening <port>".
 */
import { loadSite } from '../../src/manifest/load';
import { bookingHandler } from '../../src/booking/server/booking';
import { createSiteServer } from '../../src/server/static-server';
import { withCapacity } from './booking-http';

const { site } = loadSite(process.cwd());
if (!site) throw new Error('site.yaml did not load');
// Load and crash tests post the same date and time thousands of times: the windows take them all.
const booking = bookingHandler(withCapacity(site, 1e9), {
  rateLimit: { max: 1e9, windowMs: 60_000 },
  contactLimit: { max: 1e9, windowMs: 60_000 },
  log: () => {},
});
const server = createSiteServer({ dir: process.env.SITE_DIR ?? '.', handlers: [booking] });
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  console.log(`listening ${typeof addr === 'object' && addr ? addr.port : 0}`);
});
