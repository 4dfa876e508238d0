import { EVENT_PAYLOAD_SCHEMAS, EVENT_SUBJECT_LIST, isEventSubject, parseEventEnvelope } from '@phjobs/contracts/events';
import { describe, expect, it } from 'vitest';
import { createEnvelope } from '../src/events/envelope.ts';
import { durableName } from '../src/events/jetstream.ts';

describe('event envelopes', () => {
  it('carry a UUID v7 id, the subject, an ISO time and the payload', () => {
    const at = new Date('2026-03-01T08:30:00.123Z');
    const envelope = createEnvelope('account.user.registered', { userId: '42', email: 'maria@example.ph', userType: 'individual' }, at);
    expect(envelope).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), subject: 'account.user.registered', occurredAt: '2026-03-01T08:30:00.123Z', payload: { userId: '42', email: 'maria@example.ph', userType: 'individual' } });
    expect(parseEventEnvelope(envelope)).toEqual(envelope);
  });

  it('get ids that sort in creation order, also within one millisecond', () => {
    const at = new Date('2026-03-01T08:30:00.123Z');
    const ids = Array.from({ length: 5_000 }, () => createEnvelope('account.user.registered', { userId: '42', email: 'maria@example.ph', userType: 'individual' }, at).id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are checked against the payload contract of their subject', () => {
    const envelope = createEnvelope('jobs.application.status_changed', {
      applicationId: '9',
      jobId: '55',
      jobTitle: 'Barista',
      employerUserId: 'e1',
      applicantUserId: 's1',
      applicantEmail: 'juan@example.ph',
      howToApplyCode: '018A',
      previousStatusCode: '021C',
      statusCode: '021A',
    });
    expect(() => parseEventEnvelope({ ...envelope, payload: { ...envelope.payload, statusCode: '999Z' } })).toThrow();
    expect(() => parseEventEnvelope({ ...envelope, id: 'not-a-uuid' })).toThrow();
    // Fields a consumer does not know yet are dropped, not refused.
    expect(parseEventEnvelope({ ...envelope, payload: { ...envelope.payload, addedLater: true } })).toEqual(envelope);
  });

  it('name every subject of the registry as <service>.<entity>.<verb>, each with a schema', () => {
    for (const subject of EVENT_SUBJECT_LIST) {
      expect(subject).toMatch(/^(account|employer|jobs|talent|community|chat|media)\.[a-z_]+\.[a-z_]+$/);
      expect(EVENT_PAYLOAD_SCHEMAS[subject]).toBeDefined();
      expect(isEventSubject(subject)).toBe(true);
    }
    expect(isEventSubject('jobs.application.deleted')).toBe(false);
    expect(isEventSubject('toString')).toBe(false);
  });

  it('become NATS durable names without dots or wildcards', () => {
    expect(durableName('account.news')).toBe('account_news');
    expect(durableName('chat.freeze.jobs.>')).toBe('chat_freeze_jobs_all');
  });
});
