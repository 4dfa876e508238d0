import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { EventPayloads, EventSubject } from '@phjobs/contracts/events';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import { createJetStreamTransport } from '@phjobs/service-kit/events/jetstream';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toDbUserType } from '../src/domain/user-type.ts';
import type { Mail } from '../src/clients/mail.ts';
import { startInquiryMailConsumer } from '../src/events/inquiry-mail-consumer.ts';
import { startNewsConsumer } from '../src/events/news-consumer.ts';
import { call, startAccount, type Harness } from './harness.ts';

let h: Harness;
let nextId = 7000;
type Member = { id: number; email: string; token: string };

async function member(userType: 'individual' | 'company' | 'master.company'): Promise<Member> {
  const id = (nextId += 1);
  const email = `member${id}@example.ph`;
  await h.db.user.create({ data: { id: BigInt(id), email, userType: toDbUserType(userType), fullName: `Member ${id}` } });
  return { id, email, token: signAccessToken(h.keys.privateKey, { userId: String(id), userType, email }) };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const application = (applicant: Member, employer: Member, jobTitle = 'Barista') => ({
  applicationId: '501',
  jobId: '42',
  jobTitle,
  employerUserId: String(employer.id),
  applicantUserId: String(applicant.id),
  applicantEmail: applicant.email,
  howToApplyCode: '018A' as const,
});
const offer = (talent: Member, employer: Member) => ({
  offerId: '77',
  resumeId: '9',
  jobId: '42',
  jobTitle: 'Line Cook',
  employerUserId: String(employer.id),
  companyName: 'Mabuhay Foods Inc.',
  talentUserId: String(talent.id),
  talentEmail: talent.email,
});

const newsOf = (userId: number) => h.db.news.findMany({ where: { userId: BigInt(userId) }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  h = await startAccount();
});
afterAll(async () => {
  await h?.close();
});

describe('the account.news consumer (in-process bus)', () => {
  let transport: Transport;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    // No duplicate window: a publish twice is a delivery twice, as after a relay crash.
    transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
    const consumer = await startNewsConsumer({ db: h.db, transport });
    stop = async () => {
      await consumer.stop();
      await transport.close();
    };
  });
  afterAll(async () => stop?.());

  const publish = <S extends EventSubject>(subject: S, payload: EventPayloads[S]) => {
    const envelope = createEnvelope(subject, payload);
    return transport.publish(envelope).then(() => envelope);
  };

  it('tells the applicant of a status change, the talent of an offer, the employer of an application and of an answer', async () => {
    const seeker = await member('individual');
    const employer = await member('company');
    await publish('jobs.application.status_changed', { ...application(seeker, employer), previousStatusCode: '021C', statusCode: '021A' });
    await publish('talent.offer.created', { ...offer(seeker, employer), statusCode: '032A' });
    await publish('jobs.application.created', { ...application(seeker, employer), applicantFullName: 'Juan Dela Cruz', resumeId: '9', statusCode: '021C' });
    await publish('talent.offer.answered', { ...offer(seeker, employer), talentFullName: 'Maria Santos', statusCode: '032B', answerCode: '033A' });
    await until(async () => (await newsOf(employer.id)).length === 2 && (await newsOf(seeker.id)).length === 2, 10_000, 'four news items');
    expect((await newsOf(seeker.id)).map((n) => [n.newsType, n.title, n.content, n.link])).toEqual([
      ['search', 'Application status changed', 'Your application for "Barista" is now Pass.', '/myPage/application'],
      ['offer', 'You received a position offer', 'Mabuhay Foods Inc. offers you the position "Line Cook".', '/myPage/view/offer/77'],
    ]);
    expect((await newsOf(employer.id)).map((n) => [n.newsType, n.link, n.content])).toEqual([
      ['note', '/myPage/applicant', 'Juan Dela Cruz applied for "Barista".'],
      ['offer', '/offer', 'Maria Santos answered your offer for "Line Cook": Interested.'],
    ]);
    expect((await newsOf(employer.id))[1]?.title).toBe('Your offer was accepted');
  });

  it("turns an unread chat message into a 'chat' news item that opens the room", async () => {
    const seeker = await member('individual');
    const employer = await member('company');
    await publish('chat.message.unread', {
      chatUrl: `apply_42_${seeker.id}`,
      jobId: '42',
      jobTitle: 'Barista',
      recipientUserId: String(employer.id),
      senderRole: 'seeker',
      senderName: 'Juan Dela Cruz',
      messageId: '9',
      preview: 'Good morning!',
      link: `/chats/apply/apply_42_${seeker.id}?title=Barista`,
    });
    await until(async () => (await newsOf(employer.id)).length === 1, 10_000, 'the chat news');
    expect((await newsOf(employer.id)).map((n) => [n.newsType, n.title, n.content, n.link])).toEqual([
      ['chat', 'New chat message', 'Juan Dela Cruz about "Barista": Good morning!', `/chats/apply/apply_42_${seeker.id}?title=Barista`],
    ]);
  });

  it('makes one news item of an event delivered twice', async () => {
    const seeker = await member('individual');
    const employer = await member('company');
    const twice = createEnvelope('jobs.application.status_changed', { ...application(seeker, employer, 'Cashier'), previousStatusCode: '021C', statusCode: '021B' });
    await transport.publish(twice);
    await transport.publish(twice);
    // A later event for the same member: once it is in, both deliveries of the first were handled.
    await publish('talent.offer.created', { ...offer(seeker, employer), statusCode: '032A' });
    await until(async () => (await newsOf(seeker.id)).some((n) => n.newsType === 'offer'), 10_000, 'the later event');
    const items = await newsOf(seeker.id);
    expect(items.filter((n) => n.sourceEventId === twice.id)).toHaveLength(1);
    expect(items).toHaveLength(2);
  });

  it('acknowledges events for unknown or withdrawn members without a news item', async () => {
    const gone = await member('individual');
    const employer = await member('company');
    await h.db.user.update({ where: { id: BigInt(gone.id) }, data: { withdrawnAt: new Date() } });
    await publish('talent.offer.created', { ...offer(gone, employer), statusCode: '032A' });
    await publish('talent.offer.created', { ...offer({ ...gone, id: 99_999_999 }, employer), statusCode: '032A' });
    const seeker = await member('individual');
    await publish('talent.offer.created', { ...offer(seeker, employer), statusCode: '032A' });
    await until(async () => (await newsOf(seeker.id)).length === 1, 10_000, 'the event after them');
    expect(await newsOf(gone.id)).toEqual([]);
  });

  it('treats an event about a member with a seed id (up to 99999) who is not here like any unknown member: acknowledged at once, no news item, not retried', async () => {
    // No seed-specific path: the start command seeds account before the seeds that write such events.
    const employer = await member('company');
    const absent = { id: 64_321, email: 'absent@mail.demo.ph', token: '' };
    const event = await publish('jobs.application.status_changed', { ...application(absent, employer, 'Stock Clerk'), previousStatusCode: '021C', statusCode: '021A' });
    await until(async () => (await h.db.processedEvent.count({ where: { eventId: event.id } })) === 1, 10_000, 'the event acknowledged');
    // Made afterwards, the member gets nothing of it: the event was handled, not kept for later.
    await h.db.user.create({ data: { id: BigInt(absent.id), email: absent.email, userType: toDbUserType('individual'), fullName: 'Absent Member' } });
    const later = await member('individual');
    await publish('talent.offer.created', { ...offer(later, employer), statusCode: '032A' });
    await until(async () => (await newsOf(later.id)).length === 1, 10_000, 'a later event');
    expect(await newsOf(absent.id)).toEqual([]);
  });
});

describe('community events: answered inquiries and decided reports (in-process bus)', () => {
  let transport: Transport;
  let stop: () => Promise<void>;
  const sent: Mail[] = [];
  let failNextMail = false;
  beforeAll(async () => {
    transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
    const news = await startNewsConsumer({ db: h.db, transport });
    const mail = await startInquiryMailConsumer({
      db: h.db,
      transport,
      mail: {
        name: 'test',
        send: async (message) => {
          if (failNextMail) {
            failNextMail = false;
            throw new Error('provider down');
          }
          sent.push(message);
        },
      },
    });
    stop = async () => {
      await news.stop();
      await mail.stop();
      await transport.close();
    };
  });
  afterAll(async () => stop?.());

  const answered = (asker: Member, qnaId: string) => ({
    qnaId,
    userId: String(asker.id),
    email: 'juan.personal@example.ph',
    majorCategoryCode: '023C',
    detailCategoryCode: '023C03',
    question: 'How do I cancel my application?',
    answer: 'Use Cancel in My Page > Application Status.',
    answeredAt: '2026-11-20T03:00:00.000Z',
  });

  it("puts an answered inquiry in the asker's My news, linked to the inquiry, and mails the answer to the e-mail the inquiry gave, once", async () => {
    const asker = await member('individual');
    const event = createEnvelope('community.qna.answered', answered(asker, '31'));
    await transport.publish(event);
    await transport.publish(event);
    await until(async () => (await newsOf(asker.id)).length === 1 && sent.some((m) => m.text.includes('Use Cancel')), 10_000, 'the news item and the mail');
    expect((await newsOf(asker.id)).map((n) => [n.newsType, n.title, n.content, n.link])).toEqual([
      ['notification', 'Your inquiry was answered', 'Your inquiry about Application status and cancelling has an answer. It was also sent to juan.personal@example.ph.', '/qna/31'],
    ]);
    // A later event through both consumers: by then the duplicate delivery was handled too.
    await transport.publish(createEnvelope('community.qna.answered', answered(asker, '32')));
    await until(async () => (await newsOf(asker.id)).length === 2 && sent.filter((m) => m.to === 'juan.personal@example.ph').length >= 2, 10_000, 'the later event');
    const mails = sent.filter((m) => m.to === 'juan.personal@example.ph');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ subject: '[PH Jobs] Your inquiry has been answered (Application status and cancelling)' });
    expect(mails[0]?.text).toContain('How do I cancel my application?');
  });

  it('retries the mail when the provider fails, and still sends it once', async () => {
    const asker = await member('company');
    failNextMail = true;
    await transport.publish(createEnvelope('community.qna.answered', { ...answered(asker, '40'), email: 'hr@company.example.ph' }));
    await until(async () => sent.some((m) => m.to === 'hr@company.example.ph'), 10_000, 'the retried mail');
    expect(sent.filter((m) => m.to === 'hr@company.example.ph')).toHaveLength(1);
  });

  it("tells a post's writer about a comment on it in My news, linked to the post, once", async () => {
    const writer = await member('individual');
    const event = createEnvelope('community.comment.created', {
      commentId: '88',
      articleId: '12',
      articleKind: 'jobTalk',
      articleTitle: 'Final interview tomorrow at Concentrix',
      postOwnerUserId: String(writer.id),
      commenterUserId: '7',
      nickName: 'An***',
      preview: 'Good luck! Speak slowly and smile.',
      link: '/jobTalk/12',
      createdAt: '2026-11-20T03:00:00.000Z',
    });
    await transport.publish(event);
    await transport.publish(event);
    await until(async () => (await newsOf(writer.id)).length === 1, 10_000, 'the news item');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await newsOf(writer.id)).map((n) => [n.newsType, n.title, n.content, n.link])).toEqual([
      ['notification', 'New comment on your post', 'An*** commented on "Final interview tomorrow at Concentrix": Good luck! Speak slowly and smile.', '/jobTalk/12'],
    ]);
  });

  it("tells the reporter the outcome of a report in My news, naming the item's title when it was known", async () => {
    const reporter = await member('individual');
    await transport.publish(
      createEnvelope('community.report.resolved', { reportId: '5', userId: String(reporter.id), majorCategoryCode: 'job', targetId: '60', targetTitle: 'Sales Associate', outcome: 'actioned', resolvedAt: '2026-11-20T03:00:00.000Z' }),
    );
    await transport.publish(
      createEnvelope('community.report.resolved', { reportId: '6', userId: String(reporter.id), majorCategoryCode: 'resume', targetId: '9', targetTitle: null, outcome: 'dismissed', resolvedAt: '2026-11-20T04:00:00.000Z' }),
    );
    await until(async () => (await newsOf(reporter.id)).length === 2, 10_000, 'two news items');
    expect((await newsOf(reporter.id)).map((n) => [n.newsType, n.title, n.content, n.link])).toEqual([
      ['notification', 'Your report was reviewed', 'Thank you for your report of "Sales Associate". We reviewed it and took action.', null],
      ['notification', 'Your report was reviewed', 'Thank you for your report of the resume. We reviewed it and found no violation of our rules.', null],
    ]);
  });
});

describe('my news calls', () => {
  let seeker: Member;
  let other: Member;
  let employer: Member;
  let master: Member;
  const ids: number[] = [];

  beforeAll(async () => {
    seeker = await member('individual');
    other = await member('individual');
    employer = await member('company');
    master = await member('master.company');
    const base = Date.parse('2026-11-01T00:00:00Z');
    for (let i = 0; i < 5; i++) {
      const row = await h.db.news.create({
        data: { userId: BigInt(seeker.id), newsType: i % 2 ? 'offer' : 'search', title: `News ${i}`, content: `Content ${i}`, link: '/myPage/application', createdAt: new Date(base + i * 60_000) },
      });
      ids.push(Number(row.id));
    }
    await h.db.news.create({ data: { userId: BigInt(other.id), newsType: 'search', title: 'Not yours', content: '-' } });
    await h.db.news.create({ data: { userId: BigInt(master.id), newsType: 'note', title: 'New applicant', content: '-', link: '/myPage/applicant' } });
  });

  it('lists the own news newest first with the total count, paged by pageUnit and pageNo', async () => {
    const res = await call(h.base, 'GET', `/api/individual/myNews?pageUnit=2&pageNo=1&searchType=all&email=${seeker.email}`, { token: seeker.token });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.list.map((n: { title: string }) => n.title)).toEqual(['News 4', 'News 3']);
    expect(res.body.list[0]).toEqual({ newsId: ids[4], newsType: 'search', title: 'News 4', content: 'Content 4', link: '/myPage/application', createdAt: '2026-11-01T00:04:00.000Z', readAt: null });
    const last = await call(h.base, 'GET', '/api/individual/myNews?pageUnit=2&pageNo=3', { token: seeker.token });
    expect(last.body.list.map((n: { title: string }) => n.title)).toEqual(['News 0']);
  });

  it('marks an item read (PUT) and filters read and unread', async () => {
    const put = await call(h.base, 'PUT', `/api/individual/myNews/${ids[1]}`, { token: seeker.token });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ newsId: ids[1], readAt: expect.any(String) });
    const again = await call(h.base, 'PUT', `/api/individual/myNews/${ids[1]}`, { token: seeker.token });
    expect(again.body.readAt).toBe(put.body.readAt);
    const read = await call(h.base, 'GET', '/api/individual/myNews?searchType=read', { token: seeker.token });
    expect(read.body).toMatchObject({ count: 1, list: [{ newsId: ids[1] }] });
    const unread = await call(h.base, 'GET', '/api/individual/myNews?searchType=unread', { token: seeker.token });
    expect(unread.body.count).toBe(4);
  });

  it("answers 404 for another member's news item, and leaves it unread", async () => {
    const theirs = await h.db.news.findFirstOrThrow({ where: { userId: BigInt(other.id) } });
    const res = await call(h.base, 'PUT', `/api/individual/myNews/${theirs.id}`, { token: seeker.token });
    expect(res.status).toBe(404);
    expect((await h.db.news.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();
  });

  it("refuses another member's e-mail in the query (403), visitors (401) and the wrong member type (403)", async () => {
    expect((await call(h.base, 'GET', `/api/individual/myNews?email=${other.email}`, { token: seeker.token })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/individual/myNews')).status).toBe(401);
    expect((await call(h.base, 'GET', '/api/individual/myNews', { token: employer.token })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/employer/myNews', { token: seeker.token })).status).toBe(403);
    expect((await call(h.base, 'PUT', `/api/employer/myNews/${ids[0]}`, { token: employer.token })).status).toBe(404);
  });

  it('serves the employer inbox to companies and masters', async () => {
    const res = await call(h.base, 'GET', `/api/employer/myNews?pageUnit=10&pageNo=1&email=${master.email}`, { token: master.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, list: [{ newsType: 'note', link: '/myPage/applicant' }] });
    expect((await call(h.base, 'GET', '/api/employer/myNews', { token: employer.token })).body).toEqual({ list: [], count: 0 });
  });

  it('refuses bad paging and search types with 400', async () => {
    for (const query of ['pageUnit=0', 'pageNo=-1', 'pageUnit=abc', 'searchType=old', 'pageUnit=1000']) {
      const res = await call(h.base, 'GET', `/api/individual/myNews?${query}`, { token: seeker.token });
      expect(res.status, query).toBe(400);
    }
    expect((await call(h.base, 'PUT', '/api/individual/myNews/abc', { token: seeker.token })).status).toBe(400);
  });
});

const NATS_URL = inject('natsUrl');
async function natsReachable(): Promise<boolean> {
  try {
    const nc = await connect({ servers: NATS_URL, timeout: 2_000, maxReconnectAttempts: 0 });
    await (await jetstreamManager(nc)).getAccountInfo();
    await nc.close();
    return true;
  } catch {
    return false;
  }
}
const natsUp = await natsReachable();
if (!natsUp) console.warn(`news.integration: no JetStream at ${NATS_URL}: the JetStream test is SKIPPED (CI provides it).`);

describe.skipIf(!natsUp)(`the account.news consumer on JetStream (${NATS_URL})`, () => {
  const run = randomBytes(4).toString('hex');
  const stream = `PHJOBS_TEST_ACCOUNT_${run}`;
  const subjectPrefix = `test_account_${run}.`;
  afterAll(async () => {
    const nc = await connect({ servers: NATS_URL });
    await (await jetstreamManager(nc)).streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  it('applies an event once when JetStream delivers it again (the durable replays from the start)', async () => {
    const seeker = await member('individual');
    const employer = await member('company');
    const handledAgain: string[] = [];
    const logger = {
      debug: () => undefined,
      info: (context: unknown, message?: string) => {
        if (/already handled/.test(message ?? '') && typeof context === 'object' && context !== null && 'eventId' in context) handledAgain.push(String(context.eventId));
      },
      warn: () => undefined,
      error: () => undefined,
    };
    const transport = createJetStreamTransport({ servers: NATS_URL, stream, subjectPrefix, retryBaseMs: 100 });
    try {
      const envelope = createEnvelope('talent.offer.answered', { ...offer(seeker, employer), statusCode: '032C', answerCode: '033B' });
      await transport.publish(envelope);
      expect((await transport.publish(envelope)).duplicate).toBe(true);
      const first = await startNewsConsumer({ db: h.db, transport, logger });
      await until(async () => (await newsOf(employer.id)).length === 1, 20_000, 'the news item');
      await first.stop();
      // Delete the durable (one per subject on NATS before 2.10): a new one starts from the
      // beginning of the stream and delivers the event again.
      const nc = await connect({ servers: NATS_URL });
      const jsm = await jetstreamManager(nc);
      for await (const info of jsm.consumers.list(stream)) if (info.name.startsWith('account_news')) await jsm.consumers.delete(stream, info.name);
      await nc.close();
      const second = await startNewsConsumer({ db: h.db, transport, logger });
      await until(async () => handledAgain.includes(envelope.id), 20_000, 'the redelivery');
      await second.stop();
      const items = await newsOf(employer.id);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ newsType: 'offer', sourceEventId: envelope.id, content: 'The talent answered your offer for "Line Cook": Not suitable.' });
    } finally {
      await transport.close();
    }
  });
});
