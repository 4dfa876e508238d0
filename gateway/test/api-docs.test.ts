import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReferenceFromEnv } from '../src/config.ts';
import { createGateway, listenGateway, type ListeningGateway } from '../src/gateway.ts';
import { makeDist, request, silentLogger } from './helpers.ts';

let dist: Awaited<ReturnType<typeof makeDist>>;
let withReference: ListeningGateway;
let withoutReference: ListeningGateway;
const serve = (apiReference: boolean) =>
  listenGateway(
    createGateway({ upstreams: {}, staticRoots: { shell: dist.shell, remotes: {} }, runtimeConfig: { remotes: {}, googleMapsApiKey: null }, logger: silentLogger, rateLimits: false, apiReference }),
    0,
    '127.0.0.1',
  );

beforeAll(async () => {
  dist = await makeDist();
  withReference = await serve(true);
  withoutReference = await serve(false);
});
afterAll(async () => {
  await withReference?.close();
  await withoutReference?.close();
  await dist?.remove();
});

const url = (gateway: ListeningGateway, path: string) => `http://127.0.0.1:${gateway.port}${path}`;

describe('the API description', () => {
  it('serves the OpenAPI 3.1 document generated from the declarations at /api/openapi.json', async () => {
    const answer = await request(url(withoutReference, '/api/openapi.json'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const document = answer.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths['/api/jobAds/allJobs'] ?? {})).toEqual(['post']);
    expect(document.paths['/internal/users/{id}/profile']).toBeUndefined();
  });

  it('compresses the document for clients that accept gzip', async () => {
    const answer = await request(url(withoutReference, '/api/openapi.json'), { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8')).openapi).toBe('3.1.0');
  });

  it('serves a reference page whose only scripts come from its own origin, and the renderer it loads', async () => {
    const page = await request(url(withReference, '/api/docs'), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('data-url="/api/openapi.json"');
    const script = await request(url(withReference, '/api/docs/scalar.js'));
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body.length).toBeGreaterThan(100_000);
  });

  it('has no reference page where it is turned off (production)', async () => {
    expect((await request(url(withoutReference, '/api/docs'))).status).toBe(404);
    expect(apiReferenceFromEnv({ NODE_ENV: 'production' })).toBe(false);
    expect(apiReferenceFromEnv({})).toBe(true);
    expect(apiReferenceFromEnv({ NODE_ENV: 'production', API_REFERENCE: 'on' })).toBe(true);
  });
});
