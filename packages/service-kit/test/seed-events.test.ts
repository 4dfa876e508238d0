import { describe, expect, it } from 'vitest';
import { v5 } from 'uuid';
import { SEED_EVENT_NAMESPACE, seedEventId } from '../src/events/seed-events.ts';

describe('seed event ids', () => {
  it('are RFC 9562 version 5 UUIDs of the name in the seed namespace (the RFC example: www.example.com in the DNS namespace)', () => {
    expect(v5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(seedEventId('talent.offer.created/1')).toBe(v5('talent.offer.created/1', SEED_EVENT_NAMESPACE));
  });

  it('stay the ids the seeds already wrote (consumers apply an event once by its id)', () => {
    expect(seedEventId('talent.offer.created/1')).toBe('31f27c74-b203-50dc-9528-c63f82d556dc');
    expect(seedEventId('jobs.application.status_changed/1/021A')).toBe('4de3ec2b-843c-5580-bd3a-3cb7eaa9c778');
  });

  it('name a seeded change the same every time, and different changes differently', () => {
    const id = seedEventId('jobs.application.status_changed/1/021A');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedEventId('jobs.application.status_changed/1/021A')).toBe(id);
    expect(seedEventId('jobs.application.status_changed/1/021B')).not.toBe(id);
  });
});
