import { fillPath, type Route } from '@phjobs/contracts/route';
import { ALL_ROUTES } from '@phjobs/contracts/routes/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, listenGateway, type ListeningGateway } from '../src/gateway.ts';
import { SERVICES, type ServiceName } from '../src/routes.ts';
import { makeDist, request, silentLogger, startEchoUpstream } from './helpers.ts';

type Upstream = Awaited<ReturnType<typeof startEchoUpstream>>;
const upstreams = new Map<ServiceName, Upstream>();
let dist: Awaited<ReturnType<typeof makeDist>>;
let gateway: ListeningGateway;

beforeAll(async () => {
  for (const service of SERVICES) upstreams.set(service, await startEchoUpstream(service));
  dist = await makeDist();
  gateway = await listenGateway(
    createGateway({
      upstreams: Object.fromEntries([...upstreams].map(([service, upstream]) => [service, upstream.url])),
      staticRoots: { shell: dist.shell, remotes: {} },
      runtimeConfig: { remotes: {}, googleMapsApiKey: null },
      logger: silentLogger,
      rateLimits: false,
    }),
    0,
    '127.0.0.1',
  );
});

afterAll(async () => {
  await gateway?.close();
  for (const upstream of upstreams.values()) await upstream.close();
  await dist?.remove();
});

/** A path of the route with its parameters filled (`12` for an id, a file key for `*key`). */
const examplePath = (route: Route) =>
  fillPath(route.path, Object.fromEntries((route.path.match(/[:*]\w+/g) ?? []).map((name) => [name.slice(1), name.startsWith('*') ? 'logo/2/a.png' : '12'])));

describe('every declared route', () => {
  const publicRoutes = ALL_ROUTES.filter((route) => route.access !== 'internal');

  it.each(publicRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s reaches its owning service through the gateway', async (_call, route) => {
    const answer = await request(`http://127.0.0.1:${gateway.port}${examplePath(route)}`, { method: route.method, headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-upstream']).toBe(route.service);
    expect(answer.json().method).toBe(route.method);
  });

  it('leaves internal routes unreachable from outside', async () => {
    for (const route of ALL_ROUTES.filter((r) => r.access === 'internal')) {
      const answer = await request(`http://127.0.0.1:${gateway.port}${examplePath(route)}`, { method: route.method, headers: { accept: 'application/json' } });
      expect(answer.headers['x-upstream'], route.name).toBeUndefined();
    }
  });
});
