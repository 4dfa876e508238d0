import { describe, expect, it } from 'vitest';
import { seedEventId, uuidV5 } from '../src/events/seed-events.ts';

describe('seed event ids', () => {
  it('are RFC 9562 version 5 UUIDs (the RFC example: www.example.com in the DNS namespace)', () => {
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('name a seeded change the same every time, and different changes differently', () => {
    const id = seedEventId('jobs.application.status_changed/1/021A');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedEventId('jobs.application.status_changed/1/021A')).toBe(id);
    expect(seedEventId('jobs.application.status_changed/1/021B')).not.toBe(id);
  });
});
