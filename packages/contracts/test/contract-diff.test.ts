/**
 * The contract check's comparison (src/contract-diff.ts): what breaks a client built against the
 * base (a removed route or field, a narrowed type, a new requirement, a remote's module or export
 * gone) is found and named by its scope; what old clients ignore is not.
 */
import { describe, expect, it } from 'vitest';
import { breakingChanges, declaredBreaks } from '../src/contract-diff.ts';

type Snapshot = Parameters<typeof breakingChanges>[0];

const card = { type: 'object', required: ['jobId', 'title'], properties: { jobId: { type: 'integer' }, title: { type: 'string' }, salary: { type: ['string', 'null'] } } };
const query = { name: 'orderKey', in: 'query', required: false, schema: { type: 'string', enum: ['createdAt', 'salary'] } };
const body = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, region: { type: 'array', items: { type: 'string' } } } };

function snapshot(): Snapshot {
  const s: Snapshot = {
    openapi: {
      paths: {
        '/api/jobAds/allJobs': {
          post: {
            parameters: [query],
            requestBody: { content: { 'application/json': { schema: body } } },
            responses: { '200': { content: { 'application/json': { schema: { type: 'object', required: ['list'], properties: { list: { type: 'array', items: { $ref: '#/components/schemas/Card' } } } } } } } },
          },
        },
        '/api/jobAds/{id}': { delete: { responses: { '204': {} } } },
      },
      components: { schemas: { Card: card } },
    },
    events: { 'jobs.application.cancelled': { type: 'object', required: ['applicationId', 'chatUrl'], properties: { applicationId: { type: 'string' }, chatUrl: { anyOf: [{ type: 'string' }, { type: 'null' }] } } } },
    remotes: { jobs: { './App': { exports: ['JOB_ROUTES', 'default'], defaultProps: '{ basename?: string }' } } },
  };
  return s;
}

const changed = (change: (s: Snapshot) => void) => {
  const after = structuredClone(snapshot());
  change(after);
  return breakingChanges(snapshot(), after);
};
const post = (s: Snapshot) => s.openapi.paths!['/api/jobAds/allJobs']!.post!;
const schemas = (s: Snapshot) => s.openapi.components!.schemas!;

describe('breaking changes of the public contract', () => {
  it('finds none between a snapshot and itself', () => {
    expect(breakingChanges(snapshot(), snapshot())).toEqual([]);
  });

  it('names a removed route', () => {
    expect(changed((s) => delete s.openapi.paths!['/api/jobAds/{id}'])).toEqual([{ scope: 'route DELETE /api/jobAds/{id}', change: 'removed' }]);
  });

  it('names an answer field removed, through a $ref, and one no longer always present', () => {
    expect(changed((s) => delete (schemas(s).Card!.properties as Record<string, unknown>).title)).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'answer.list[].title: removed' }]);
    expect(changed((s) => (schemas(s).Card!.required = ['jobId']))).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'answer.list[].title: no longer always present' }]);
  });

  it('names an answer field whose type changed or may now be null', () => {
    expect(changed((s) => ((schemas(s).Card!.properties as Record<string, object>).jobId = { type: 'string' }))).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'answer.list[].jobId: now string, was integer' }]);
    expect(changed((s) => ((schemas(s).Card!.properties as Record<string, object>).title = { type: ['string', 'null'] }))).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'answer.list[].title: now string|null, was string' }]);
  });

  it('names a request narrowed: an enum value dropped, a tighter length, a new required field or parameter', () => {
    expect(changed((s) => (post(s).parameters![0]!.schema = { type: 'string', enum: ['createdAt'] }))).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'query parameter orderKey: no longer accepts "salary"' }]);
    expect(changed((s) => ((post(s).requestBody!.content!['application/json']!.schema!.properties as Record<string, object>).keyword = { type: 'string', maxLength: 50 }))).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'body.keyword: maxLength 100 -> 50' }]);
    expect(changed((s) => (post(s).requestBody!.content!['application/json']!.schema!.required = ['region']))).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'body.region: newly required' }]);
    expect(changed((s) => post(s).parameters!.push({ name: 'email', in: 'query', required: true, schema: { type: 'string' } }))).toEqual([{ scope: 'route POST /api/jobAds/allJobs', change: 'query parameter email: new and required' }]);
  });

  it('lets additions pass: a new route, an optional field, a new answer field, a wider request', () => {
    const after = changed((s) => {
      s.openapi.paths!['/api/jobAds/new'] = { get: { responses: { '200': {} } } };
      (post(s).requestBody!.content!['application/json']!.schema!.properties as Record<string, object>).page = { type: 'integer' };
      (schemas(s).Card!.properties as Record<string, object>).logo = { type: 'string' };
      post(s).parameters![0]!.schema = { type: 'string', enum: ['createdAt', 'salary', 'deadline'] };
      s.events['jobs.ad.closed'] = { type: 'object' };
    });
    expect(after).toEqual([]);
  });

  it("names an event payload field removed, and a removed subject, for the events' consumers", () => {
    expect(changed((s) => delete (s.events['jobs.application.cancelled']!.properties as Record<string, unknown>).chatUrl)).toEqual([{ scope: 'event jobs.application.cancelled', change: 'payload.chatUrl: removed' }]);
    expect(changed((s) => delete s.events['jobs.application.cancelled'])).toEqual([{ scope: 'event jobs.application.cancelled', change: 'removed' }]);
  });

  it("names a remote's module no longer exposed, an export removed, the default export's props changed", () => {
    expect(changed((s) => (s.remotes.jobs = { './Main': s.remotes.jobs!['./App']! }))).toEqual([{ scope: 'remote jobs ./App', change: 'no longer exposed' }]);
    expect(changed((s) => (s.remotes.jobs!['./App']!.exports = ['default']))).toEqual([{ scope: 'remote jobs ./App', change: 'export JOB_ROUTES removed' }]);
    expect(changed((s) => (s.remotes.jobs!['./App']!.defaultProps = '{ basename: string }'))).toEqual([{ scope: 'remote jobs ./App', change: "default export's props { basename?: string } -> { basename: string }" }]);
  });

  it('reads the scopes declared on purpose from Contract-Break trailers', () => {
    const log = 'jobs: drop the old delete\n\nThe spec dropped it.\n\nContract-Break: route DELETE /api/jobAds/{id}\ncontract-break:  event jobs.ad.closed \n';
    expect(declaredBreaks(log)).toEqual(['route DELETE /api/jobAds/{id}', 'event jobs.ad.closed']);
  });
});
