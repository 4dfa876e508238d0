import http from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from '../src/runtime.ts';

describe('listen().close()', () => {
  it('lets an answer under way finish, then ends its keep-alive connection at once (not 65 s later)', async () => {
    const app = express();
    app.get('/slow', (_req, res) => void setTimeout(() => res.json({ done: true }), 300));
    const served = await listen(app, 0);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: served.port, path: '/slow', agent }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await served.close();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await answer).toEqual({ status: 200, body: '{"done":true}' });
    } finally {
      agent.destroy();
    }
  });
});
