import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ALL_API_ROUTES, API_TABLES } from '../src/api/all.ts';
import { fillPath, pathMatcher, pathParamNames, staticPrefix } from '../src/route.ts';
import { ALL_ROUTES, ROUTE_TABLES } from '../src/routes/all.ts';

describe('the route declarations', () => {
  it('give every route one method and path: no two routes answer the same call', () => {
    const calls = ALL_ROUTES.map((route) => `${route.method} ${route.path.replace(/:[A-Za-z]+/g, ':')}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('stamp each route with the name it has in its table and the service of the table', () => {
    for (const table of ROUTE_TABLES) {
      const services = new Set(Object.values(table).map((route) => route.service));
      expect(services.size).toBeLessThanOrEqual(1);
      for (const [name, route] of Object.entries(table)) expect(route.name).toBe(name);
    }
  });

  it('pair every route with its schemas under the same name, and nothing else', () => {
    expect(API_TABLES.map((table) => Object.keys(table))).toEqual(ROUTE_TABLES.map((table) => Object.keys(table)));
    for (const route of ALL_API_ROUTES) expect(route.schemas).toBeDefined();
  });

  it('keep internal routes under /internal and public ones under /api, /files or /chats', () => {
    for (const route of ALL_ROUTES) {
      if (route.access === 'internal') expect(route.path, route.name).toMatch(/^\/internal\//);
      else expect(route.path, route.name).toMatch(/^\/(api|files|chats)\//);
    }
  });

  it('name in each params schema exactly the parameters of the path', () => {
    for (const route of ALL_API_ROUTES) {
      const { params } = route.schemas;
      if (!params) continue;
      expect(params, route.name).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((params as z.ZodObject).shape).sort(), route.name).toEqual(pathParamNames(route.path).sort());
    }
  });

  it('declare a JSON answer for every route but the 204s and the raw ones', () => {
    for (const route of ALL_API_ROUTES) {
      const expectsBody = route.status !== 204 && !route.raw;
      expect(route.schemas.response !== null, route.name).toBe(expectsBody || (route.raw !== undefined && route.schemas.response !== null));
      if (route.status === 204) expect(route.schemas.response, route.name).toBeNull();
    }
  });

  it('state a rate-limit group for every route that guesses or spends something', () => {
    const limited = Object.fromEntries(ALL_ROUTES.filter((route) => route.rateLimit).map((route) => [`${route.method} ${route.path}`, route.rateLimit]));
    expect(limited).toMatchObject({
      'POST /api/auth/login': 'login',
      'POST /api/auth/refresh': 'refresh',
      'POST /api/individual/signup': 'signup',
      'POST /api/employer/signup/master': 'signup',
      'POST /api/auth/findId': 'recovery',
      'POST /api/auth/forgotPassword/reset': 'recovery',
      'POST /api/employer/sendVerifySms': 'verification',
      'GET /api/individual/verifySms': 'verification',
    });
    for (const route of ALL_ROUTES) expect(route.rateLimit === null || route.access !== 'internal', route.name).toBe(true);
  });
});

describe('paths', () => {
  it('fill their parameters, each encoded', () => {
    expect(fillPath('/api/offer/:offerId/answered', { offerId: 12 })).toBe('/api/offer/12/answered');
    expect(fillPath('/api/auth/social/:provider/start', { provider: 'a/b' })).toBe('/api/auth/social/a%2Fb/start');
    expect(fillPath('/files/*key', { key: 'logo/2/a b.png' })).toBe('/files/logo/2/a%20b.png');
    expect(() => fillPath('/api/jobAds/:id', {})).toThrow(/id/);
  });

  it('know their fixed prefix and match request paths', () => {
    expect(staticPrefix('/api/jobAds/:id')).toBe('/api/jobAds');
    expect(staticPrefix('/api/jobAds/allJobs')).toBe('/api/jobAds/allJobs');
    const social = pathMatcher('/api/auth/social/:provider/start');
    expect(social('/api/auth/social/google/start')).toBe(true);
    expect(social('/api/auth/social//start')).toBe(false);
    expect(social('/api/auth/social/google/start/x')).toBe(false);
    expect(pathMatcher('/files/*key')('/files/logo/2/a.png')).toBe(true);
    // as Express matches: letter case does not count, a trailing slash is allowed
    expect(pathMatcher('/api/auth/login')('/api/AUTH/Login/')).toBe(true);
  });
});
