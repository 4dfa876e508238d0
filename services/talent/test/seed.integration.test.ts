import { parseEventEnvelope } from '@phjobs/contracts/events';
import { createLogger } from '@phjobs/service-kit/logger';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type TalentDb } from '../src/data/db.ts';
import { countTalents } from '../src/data/count-talents.ts';
import { seedSeekers } from '@phjobs/seed-data/dataset';
import { seed } from '../src/seed/seed.ts';
import { seedEventId } from '@phjobs/service-kit/events/seed-events';
import { MIGRATIONS_DIR } from '../src/start.ts';

let database: TestDatabase;
let db: TalentDb;
beforeAll(async () => {
  database = await startTestDatabase('talent_seed', MIGRATIONS_DIR);
  db = openDatabase(database.databaseUrl);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const ctx = () => ({ databaseUrl: database.databaseUrl, logger: createLogger('talent', 'silent') }) as ServiceContext;

it('loads about 400 resumes, once', async () => {
  await seed(ctx());
  expect(await db.resume.count()).toBe(400);
  await seed(ctx());
  expect(await db.resume.count()).toBe(400);
  const published = await db.resume.count({ where: { statusCode: '020A' } });
  expect((await countTalents(db)).totalCount).toBe(published);
  expect(await db.resume.count({ where: { userId: 1n } })).toBe(2);
});

it('gives the seed resumes to the seed seekers that services/account seeds (users 50001..), with their contact', async () => {
  const seekers = seedSeekers();
  const owners = await db.resume.groupBy({ by: ['userId'], _count: { _all: true } });
  expect(owners.map((o) => Number(o.userId)).sort((a, b) => a - b)).toEqual([1, ...seekers.map((s) => s.id)]);
  const first = await db.resume.findFirstOrThrow({ where: { userId: 50001n } });
  expect(first).toMatchObject({ fullName: seekers[0]?.fullName, email: seekers[0]?.email, phoneNumber: seekers[0]?.phoneNumber, address: seekers[0]?.address, genderCode: seekers[0]?.genderCode });
});

it('gives the demo seeker offers from the demo company (one answered), views and scraps', async () => {
  const offers = await db.offer.findMany({ orderBy: { id: 'asc' } });
  expect(offers.map((o) => Number(o.id))).toEqual([1, 2, 3]);
  expect(offers.every((o) => o.talentUserId === 1n && o.employerUserId === 2n && o.resumeId === 1n)).toBe(true);
  expect(offers.map((o) => o.statusCode)).toEqual(['032B', '032A', '032A']);
  expect(offers[0]).toMatchObject({ answerCode: '033A', talentEmail: 'seeker@demo.ph', companyName: 'Sampaguita Coffee Company Inc.' });
  expect(new Set(offers.map((o) => o.jobId)).size).toBe(3);
  expect((await db.resume.findUniqueOrThrow({ where: { id: 1n } })).statusCode).toBe('020A');
  expect(await db.resumeView.count({ where: { resumeId: 1n } })).toBe(6);
  expect(await db.talentScrap.count({ where: { resumeId: 1n } })).toBe(3);
});

it("writes the events of the demo seeker's offers (created, and the answer), at their times, with fixed ids, once", async () => {
  const offers = await db.offer.findMany({ orderBy: { id: 'asc' } });
  const events = await db.$queryRawUnsafe<{ id: string; subject: string; payload: unknown; occurred_at: Date; published_at: Date | null }[]>(
    'SELECT id::text, subject, payload, occurred_at, published_at FROM outbox_event ORDER BY occurred_at, id',
  );
  // The seed ran twice above: the second run wrote nothing.
  expect(events.map((e) => [e.subject, e.id])).toEqual([
    ['talent.offer.created', seedEventId('talent.offer.created/1')],
    ['talent.offer.answered', seedEventId('talent.offer.answered/1')],
    ['talent.offer.created', seedEventId('talent.offer.created/2')],
    ['talent.offer.created', seedEventId('talent.offer.created/3')],
  ]);
  const envelopes = events.map((e) => parseEventEnvelope({ id: e.id, subject: e.subject, occurredAt: e.occurred_at.toISOString(), payload: e.payload }));
  for (const offer of offers) {
    const parties = {
      offerId: String(offer.id),
      resumeId: '1',
      jobId: String(offer.jobId),
      jobTitle: offer.jobTitle,
      employerUserId: '2',
      companyName: 'Sampaguita Coffee Company Inc.',
      talentUserId: '1',
      talentEmail: 'seeker@demo.ph',
      talentFullName: 'Juan Dela Cruz',
      resumeTitle: offer.resumeTitle,
    };
    expect(envelopes.find((e) => e.subject === 'talent.offer.created' && e.id === seedEventId(`talent.offer.created/${offer.id}`))).toEqual({
      id: seedEventId(`talent.offer.created/${offer.id}`),
      subject: 'talent.offer.created',
      occurredAt: offer.createdAt.toISOString(),
      payload: { ...parties, statusCode: '032A' },
    });
  }
  expect(envelopes.find((e) => e.subject === 'talent.offer.answered')).toEqual({
    id: seedEventId('talent.offer.answered/1'),
    subject: 'talent.offer.answered',
    occurredAt: offers[0]!.answeredAt!.toISOString(),
    payload: expect.objectContaining({ offerId: '1', talentUserId: '1', employerUserId: '2', statusCode: '032B', answerCode: '033A' }),
  });
  expect(events.every((e) => e.published_at === null && e.occurred_at.getTime() < Date.now())).toBe(true);
});

it('leaves the seed id range alone for new resumes', async () => {
  const created = await db.resume.create({ data: { userId: 1n, title: 'Barista', fullName: 'Juan Dela Cruz', education: '004D' }, select: { id: true } });
  expect(created.id).toBeGreaterThan(100_000n);
});
