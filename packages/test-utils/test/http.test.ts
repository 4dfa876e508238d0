import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, TEST_PORTS } from '../src/http.ts';

describe('freePort', () => {
  it('hands out distinct loopback ports below the kernel range of outgoing connections, each free to listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(TEST_PORTS.from);
      expect(port).toBeLessThanOrEqual(TEST_PORTS.to);
    }
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', () => resolve());
    });
    await new Promise((resolve) => server.close(resolve));
  });

});
