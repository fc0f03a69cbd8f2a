import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts } from './server-process';

describe('freePorts', () => {
  it('hands out ports that differ from one another and can each be listened on', async () => {
    const ports = await freePorts(8);
    expect(new Set(ports).size).toBe(8);
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
            const server = createServer();
            server.on('error', reject);
            server.listen(port, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
