/**
 * releaseAfterCommit on a real PostgreSQL: the relay is woken after a transaction that wrote the
 * outbox commits, and only then.
 */
import type { EventPayloads } from '@phjobs/contracts/events';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { releaseAfterCommit } from '../src/events/after-commit.ts';
import { writeOutbox } from '../src/events/outbox.ts';
import { pgDb } from '../src/events/pg.ts';
import { OUTBOX_DDL } from '../src/events/schema.ts';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startTestDatabase('after_commit');
  pool = new pg.Pool({ connectionString: database.databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  await pool.query(OUTBOX_DDL);
  await pool.query('CREATE TABLE note (body text NOT NULL)');
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});
beforeEach(async () => {
  await pool.query('TRUNCATE outbox_event, note');
});

const payload: EventPayloads['jobs.application.created'] = {
  applicationId: 'app-1',
  jobId: '55',
  jobTitle: 'Barista, Makati',
  employerUserId: 'user-employer-1',
  applicantUserId: 'user-seeker-1',
  applicantEmail: 'juan@example.ph',
  howToApplyCode: '018A',
  resumeId: '7',
  statusCode: '021C',
};

/** A relay stand-in that records, when woken, how many outbox rows another connection can see. */
function wakeRecorder() {
  const seen: number[] = [];
  const pending: Promise<void>[] = [];
  return {
    seen,
    settled: () => Promise.all(pending),
    notify: () => {
      pending.push(pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_event').then(({ rows }) => void seen.push(rows[0]!.n)));
    },
  };
}

describe('events leave after the transaction that wrote them commits', () => {
  it('wakes the relay once, after the commit, when the transaction wrote an event', async () => {
    const relay = wakeRecorder();
    const db = releaseAfterCommit(pgDb(pool), relay);
    const answer = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("INSERT INTO note (body) VALUES ('applied')");
      await writeOutbox(tx, 'jobs.application.created', payload);
      return 'done';
    });
    await relay.settled();
    expect(answer).toBe('done');
    // Woken once, and by then the row was visible to another connection: the commit came first.
    expect(relay.seen).toEqual([1]);
  });

  it('wakes nothing for a transaction that wrote no event, or one that rolled back', async () => {
    const relay = wakeRecorder();
    const db = releaseAfterCommit(pgDb(pool), relay);
    await db.$transaction(async (tx) => tx.$executeRawUnsafe("INSERT INTO note (body) VALUES ('no event')"));
    await expect(
      db.$transaction(async (tx) => {
        await writeOutbox(tx, 'jobs.application.created', payload);
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    await relay.settled();
    expect(relay.seen).toEqual([]);
    expect((await pool.query('SELECT count(*)::int AS n FROM outbox_event')).rows[0].n).toBe(0);
  });

  it('answers queries outside transactions as the database does', async () => {
    const db = releaseAfterCommit(pgDb(pool), wakeRecorder());
    await db.$executeRawUnsafe("INSERT INTO note (body) VALUES ('plain')");
    expect(await db.$queryRawUnsafe<{ body: string }[]>('SELECT body FROM note')).toEqual([{ body: 'plain' }]);
  });
});
