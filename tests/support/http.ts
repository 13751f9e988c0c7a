/**
 * A server a test starts in its own process, and the requests it sends to it: one connection per
 * request unless an agent is given, the answer read whole.
 */
import { request, type Agent, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
export type Ask = { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: Agent; localAddress?: string };

/** Listens on the loopback address, on a port the OS chooses; that port. */
export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One request to 127.0.0.1:`port`, and its answer. */
export function ask(port: number, path: string, { method = 'GET', headers = {}, body, agent, localAddress }: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
