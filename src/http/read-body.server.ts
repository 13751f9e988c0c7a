import type { IncomingMessage } from 'node:http';

/**
 * Reads a body of at most `max` bytes. Past that (a body sent without a length) it stops keeping
 * what arrives and reports too-large at once, so that the 413 is sent while the client may still be
 * sending; a body that does not arrive within `timeoutMs` is reported as timeout (answered 408).
 */
export function readBody(req: IncomingMessage, max: number, timeoutMs: number): Promise<Buffer | 'too-large' | 'timeout' | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (item: Buffer | 'too-large' | 'timeout' | 'aborted') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(item);
    };
    const timer = setTimeout(() => settle('timeout'), timeoutMs);
    req.on('data', (buffer: Buffer) => {
      if (settled) return; // read and dropped, until the answer closes the connection
      size += buffer.length;
      if (size > max) settle('too-large');
      else chunks.push(buffer);
    });
    req.on('end', () => settle(Buffer.concat(chunks)));
    req.on('error', () => settle('aborted'));
    req.on('close', () => {
      if (!req.complete) settle('aborted');
    });
  });
}
