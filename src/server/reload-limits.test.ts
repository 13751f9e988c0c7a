import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { siteServer } from './start';
import { bookingBed, encode, send } from '../../tests/support/booking-http';

const bed = bookingBed();
afterAll(() => bed.cleanup());

describe("npm start's server after a save goes live", () => {
  it("goes on with the limits' counts: a new version of the site does not start a sender's hour over", async () => {
    const { server, booking, reload } = siteServer(bed.site, bed.siteDir, process.env, {
      dbPath: `${bed.scratch}/leads.sqlite`,
      contactLimit: { max: 1, windowMs: 3_600_000 },
      log: () => {},
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const first = await send(port, encode(bed.form({ email: 'first@example.com', phone: '(813) 555-0144' })));
      expect(first.status).toBe(200);
      // The office publishes a save: the handlers are made again from the new version of the site.
      reload(bed.site);
      const again = await send(port, encode(bed.form({ email: 'again@example.com', phone: '(813) 555-0144' })));
      expect(again.status).toBe(429);
      expect(JSON.parse(again.text).message).toMatch(/this phone number/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      booking.close();
    }
  });
});
