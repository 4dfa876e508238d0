/**
 * Careless and hostile input to every declared route, on the whole product started as the embedded
 * mode does (seeded, every service, the gateway): NUL and other control characters, lone
 * surrogates, 100,000-character and over-1-MB strings, wrong types, unknown codes, odd path
 * parameters; as a visitor and as a member of each type (internal routes with the service token,
 * on the service's own port). No answer may be a 5xx: bad input is the caller's fault (400, 401,
 * 403, 404, 413, ...), never the server's. The routes come from the contracts, so each new route
 * is fuzzed the day it is declared.
 */
import { ALL_API_ROUTES } from '@phjobs/contracts/api/all';
import { pathParamNames } from '@phjobs/contracts/route';
import type { ApiRoute } from '@phjobs/contracts/route-schemas';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_ID, DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { DEMO_EMPLOYER_EMAIL, DEMO_MASTER_EMAIL, DEMO_SEEKER_EMAIL } from '@phjobs/seed-data/users';
import { DEV_SERVICE_TOKEN_SECRET, serviceToken, type Principal } from '@phjobs/service-kit/auth';
import type { ServiceName } from '@phjobs/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededProduct, type SeededProduct } from './harness/seeded-product.ts';

let product: SeededProduct;

beforeAll(async () => {
  product = await startSeededProduct('fuzz');
}, 300_000);

afterAll(async () => {
  await product?.close();
});

const PRINCIPALS: Record<'individual' | 'company' | 'master.company', Principal> = {
  individual: { userId: String(DEMO_SEEKER_ID), userType: 'individual', email: DEMO_SEEKER_EMAIL },
  company: { userId: String(DEMO_EMPLOYER_ID), userType: 'company', email: DEMO_EMPLOYER_EMAIL },
  'master.company': { userId: String(DEMO_MASTER_ID), userType: 'master.company', email: DEMO_MASTER_EMAIL },
};

/** Values no field should choke on; each request sets every field of a part to one of them. */
const BAD_VALUES: readonly unknown[] = ['ab\u0000c', 'x\uD800y', '\u001b[31m', 'A'.repeat(100_000), 12345, -1, 1e308, true, null, [], {}, ['ZZZ'], 'ZZZ', '2026-13-45', '../../etc/passwd'];
/** Text that reaches a field on its own: NUL, a lone surrogate, 100,000 characters. */
const SINGLE_FIELD_VALUES: readonly string[] = ['ab\u0000c', 'x\uD800y', 'A'.repeat(100_000)];
/** Path parameters: a NUL, a broken UTF-8 escape, a huge number, a negative, a long word, a traversal. */
const BAD_PARAMS: readonly string[] = ['%00', '%ED%A0%80', '99999999999999999999999', '-1', 'x'.repeat(2_000), '..%2F..%2Fetc', 'apply_1_1'];

/** The field names of a zod schema's object (through optional, pipe, refinement, union). */
function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'pipe':
      return fieldsOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'prefault':
      return fieldsOf(def.innerType);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
    case 'intersection':
      return [...new Set([...fieldsOf(def.left), ...fieldsOf(def.right)])];
    default:
      return [];
  }
}

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type Attempt = { what: string; path: string; query: Record<string, string>; body?: string };

/** The requests for one route: good-looking ids with bad query and body values, then bad path parameters. */
function attemptsFor(route: ApiRoute): Attempt[] {
  const names = pathParamNames(route.path);
  const fill = (value: string) => route.path.replace(/\*\w+/, 'x').replace(/:(\w+)/g, () => value);
  const path = fill('1');
  const attempts: Attempt[] = [];
  const queryFields = fieldsOf(route.schemas.query).filter((name) => name !== 'email');
  const bodyFields = fieldsOf(route.schemas.body);
  for (const value of BAD_VALUES) {
    if (queryFields.length) attempts.push({ what: `query=${JSON.stringify(value).slice(0, 20)}`, path, query: Object.fromEntries(queryFields.map((name) => [name, asQueryValue(value)])) });
    if (route.method !== 'GET') {
      const body = bodyFields.length ? Object.fromEntries(bodyFields.map((name) => [name, value])) : value;
      attempts.push({ what: `body=${JSON.stringify(value).slice(0, 20)}`, path, query: {}, body: JSON.stringify(body) });
    }
  }
  // One field at a time, the others left out (most filters are optional): bad text reaches the
  // database only this way, past the fields that would have refused the request first.
  for (const value of SINGLE_FIELD_VALUES) {
    for (const name of queryFields) attempts.push({ what: `query ${name}=${JSON.stringify(value).slice(0, 12)}`, path, query: { [name]: value } });
    if (route.method !== 'GET') for (const name of bodyFields) attempts.push({ what: `body ${name}=${JSON.stringify(value).slice(0, 12)}`, path, query: {}, body: JSON.stringify({ [name]: value }) });
  }
  if (route.method !== 'GET') {
    attempts.push({ what: 'body over 1 MB', path, query: {}, body: JSON.stringify(Object.fromEntries((bodyFields.length ? bodyFields : ['x']).map((name) => [name, 'B'.repeat(1_100_000)]))) });
    attempts.push({ what: 'body not JSON', path, query: {}, body: '{"unclosed": ' });
  }
  if (names.length) for (const value of BAD_PARAMS) attempts.push({ what: `param=${value.slice(0, 20)}`, path: fill(value), query: {} });
  return attempts;
}

async function send(route: ApiRoute, attempt: Attempt, headers: Record<string, string>): Promise<number> {
  const base = route.access === 'internal' ? product.serviceUrl(route.service as ServiceName) : product.gateway;
  const query = new URLSearchParams(attempt.query).toString();
  const init: RequestInit = { method: route.method, headers: { accept: 'application/json', ...headers } };
  if (attempt.body !== undefined) {
    init.body = attempt.body;
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${attempt.path}${query ? `?${query}` : ''}`, init);
  await res.arrayBuffer();
  return res.status;
}

/** Who asks: a visitor and every member type the route is for (internal routes: the service token). */
function callersOf(route: ApiRoute): { who: string; headers: Record<string, string> }[] {
  if (route.access === 'internal') return [{ who: 'service', headers: { 'x-service-token': serviceToken(DEV_SERVICE_TOKEN_SECRET, 'fuzz') } }];
  const types = Array.isArray(route.access) ? (route.access as (keyof typeof PRINCIPALS)[]) : (Object.keys(PRINCIPALS) as (keyof typeof PRINCIPALS)[]);
  return [{ who: 'visitor', headers: {} }, ...types.map((type) => ({ who: type, headers: { authorization: `Bearer ${product.tokenOf(PRINCIPALS[type])}` } }))];
}

describe('every declared route, fed careless and hostile input', () => {
  it('never answers 5xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let calls = 0;
    for (const route of ALL_API_ROUTES) {
      // Leaving the session (logout) or the account (withdraw) does not stop the next attempts: tokens are signed here.
      for (const caller of callersOf(route)) {
        for (const attempt of attemptsFor(route)) {
          calls++;
          const status = await send(route, attempt, caller.headers).catch((error: unknown) => `no answer (${String(error)})`);
          statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
          if (typeof status !== 'number' || status >= 500) failures.push(`${route.method} ${route.path} as ${caller.who}, ${attempt.what}: ${status}`);
        }
      }
    }
    console.info(`fuzz: ${calls} calls over ${ALL_API_ROUTES.length} routes; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures).toEqual([]);
  }, 600_000);
});
