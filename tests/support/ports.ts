import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * `count` distinct free loopback ports, asked of the OS (port 0), for servers a test starts in
 * another process or after a restart: no test claims a fixed port another run may hold.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0];
