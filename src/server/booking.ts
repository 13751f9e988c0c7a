import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from '../manifest/load';

/** The booking form handler (see the booking issue); for now it only claims its path. */
export function bookingHandler(site: Site) {
  const action = site.manifest.booking.action;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== action) return false;
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`Online booking is not available yet. Please call ${site.manifest.business.phone.display}.\n`);
    return true;
  };
}
