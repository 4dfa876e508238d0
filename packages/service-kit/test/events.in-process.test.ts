import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RawEnvelope } from '../src/events/envelope.ts';
import { subjectMatches } from '../src/events/envelope.ts';
import { createInProcessTransport } from '../src/events/in-process.ts';
import { RejectedEvent, type Delivery, type Transport, type TransportLogger } from '../src/events/transport.ts';

const envelope = (subject = 'jobs.application.created', payload: unknown = { n: 1 }): RawEnvelope => ({
  id: randomUUID(),
  subject,
  occurredAt: new Date().toISOString(),
  payload,
});

/** Resolves once `check` holds, polling; fails the test after `ms`. */
async function until(check: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, message: String(args.find((arg) => typeof arg === 'string') ?? '') });
    };
  const logger: TransportLogger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

let transport: Transport;
afterEach(async () => {
  await transport?.close();
});

describe('subject filters', () => {
  it('match whole tokens, with * for one token and a final > for the rest', () => {
    expect(subjectMatches('jobs.application.created', 'jobs.application.created')).toBe(true);
    expect(subjectMatches('jobs.application.created', 'jobs.application.cancelled')).toBe(false);
    expect(subjectMatches('jobs.*.created', 'jobs.application.created')).toBe(true);
    expect(subjectMatches('jobs.*', 'jobs.application.created')).toBe(false);
    expect(subjectMatches('jobs.>', 'jobs.application.created')).toBe(true);
    expect(subjectMatches('jobs.>', 'jobs')).toBe(false);
    expect(subjectMatches('>', 'talent.offer.created')).toBe(true);
    expect(subjectMatches('jobs.application', 'jobs.application.created')).toBe(false);
    expect(subjectMatches('jobs.application.created.x', 'jobs.application.created')).toBe(false);
  });
});

describe('in-process transport', () => {
  it('delivers after publish has returned, never inside it', async () => {
    transport = createInProcessTransport();
    const seen: string[] = [];
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler: async ({ envelope: e }) => void seen.push(e.id) });
    const event = envelope();
    await transport.publish(event);
    expect(seen).toEqual([]);
    await until(() => seen.length === 1);
    expect(seen).toEqual([event.id]);
  });

  it('gives each durable each message once, and only the subjects it asked for', async () => {
    transport = createInProcessTransport();
    const news: string[] = [];
    const chat: string[] = [];
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.application.created', 'talent.offer.*'], handler: async ({ envelope: e }) => void news.push(e.subject) });
    await transport.subscribe({ durable: 'chat.freeze', subjects: ['jobs.application.cancelled'], handler: async ({ envelope: e }) => void chat.push(e.subject) });
    await transport.publish(envelope('jobs.application.created'));
    await transport.publish(envelope('jobs.application.cancelled'));
    await transport.publish(envelope('talent.offer.answered'));
    await transport.publish(envelope('account.user.withdrawn'));
    await until(() => news.length === 2 && chat.length === 1);
    await settle();
    expect(news).toEqual(['jobs.application.created', 'talent.offer.answered']);
    expect(chat).toEqual(['jobs.application.cancelled']);
  });

  it('shares one durable between its subscribers rather than copying messages to each', async () => {
    transport = createInProcessTransport();
    const a: string[] = [];
    const b: string[] = [];
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler: async ({ envelope: e }) => void a.push(e.id) });
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler: async ({ envelope: e }) => void b.push(e.id) });
    const events = Array.from({ length: 10 }, () => envelope());
    for (const event of events) await transport.publish(event);
    await until(() => a.length + b.length === 10);
    await settle();
    expect([...a, ...b].sort()).toEqual(events.map((e) => e.id).sort());
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
  });

  it('keeps the order of publication for one durable', async () => {
    transport = createInProcessTransport();
    const seen: number[] = [];
    await transport.subscribe({
      durable: 'account.news',
      subjects: ['jobs.>'],
      handler: async ({ envelope: e }) => {
        await settle(Math.random() * 3);
        seen.push((e.payload as { n: number }).n);
      },
    });
    for (let n = 0; n < 20; n++) await transport.publish(envelope('jobs.application.created', { n }));
    await until(() => seen.length === 20);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('drops a message id published again within the duplicate window', async () => {
    transport = createInProcessTransport({ duplicateWindowMs: 60_000 });
    const seen: string[] = [];
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler: async ({ envelope: e }) => void seen.push(e.id) });
    const event = envelope();
    expect(await transport.publish(event)).toEqual({ duplicate: false });
    expect(await transport.publish(event)).toEqual({ duplicate: true });
    await until(() => seen.length === 1);
    await settle();
    expect(seen).toEqual([event.id]);
  });

  it('accepts the same id again once the duplicate window has passed (a redelivery)', async () => {
    transport = createInProcessTransport({ duplicateWindowMs: 20 });
    const seen: string[] = [];
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler: async ({ envelope: e }) => void seen.push(e.id) });
    const event = envelope();
    await transport.publish(event);
    await settle(40);
    expect(await transport.publish(event)).toEqual({ duplicate: false });
    await until(() => seen.length === 2);
  });

  it('redelivers a message whose handler failed, counting deliveries, until it succeeds', async () => {
    transport = createInProcessTransport({ retryBaseMs: 5 });
    const deliveries: Delivery[] = [];
    await transport.subscribe({
      durable: 'account.news',
      subjects: ['jobs.>'],
      handler: async (delivery) => {
        deliveries.push(delivery);
        if (deliveries.length < 3) throw new Error('database is busy');
      },
    });
    await transport.publish(envelope());
    await until(() => deliveries.length === 3);
    await settle(50);
    expect(deliveries.map((d) => d.deliveryCount)).toEqual([1, 2, 3]);
  });

  it('gives up after maxDeliver deliveries and logs it', async () => {
    const { logger, lines } = recordingLogger();
    transport = createInProcessTransport({ retryBaseMs: 1, logger });
    let calls = 0;
    await transport.subscribe({
      durable: 'account.news',
      subjects: ['jobs.>'],
      maxDeliver: 4,
      handler: async () => {
        calls += 1;
        throw new Error('always broken');
      },
    });
    await transport.publish(envelope());
    await until(() => lines.some((line) => line.level === 'error'));
    await settle(50);
    expect(calls).toBe(4);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['event failed on every delivery: dropped']);
  });

  it('drops a message its handler rejects, without retrying', async () => {
    const { logger, lines } = recordingLogger();
    transport = createInProcessTransport({ retryBaseMs: 1, logger });
    let calls = 0;
    await transport.subscribe({
      durable: 'account.news',
      subjects: ['jobs.>'],
      handler: async () => {
        calls += 1;
        throw new RejectedEvent('payload breaks the contract');
      },
    });
    await transport.publish(envelope());
    await until(() => lines.some((line) => line.level === 'error'));
    await settle(30);
    expect(calls).toBe(1);
  });

  it('goes on with later messages while a failed one waits for its retry', async () => {
    transport = createInProcessTransport({ retryBaseMs: 100 });
    const seen: number[] = [];
    let failedOnce = false;
    await transport.subscribe({
      durable: 'account.news',
      subjects: ['jobs.>'],
      handler: async ({ envelope: e }) => {
        const { n } = e.payload as { n: number };
        if (n === 0 && !failedOnce) {
          failedOnce = true;
          throw new Error('first try fails');
        }
        seen.push(n);
      },
    });
    await transport.publish(envelope('jobs.application.created', { n: 0 }));
    await transport.publish(envelope('jobs.application.created', { n: 1 }));
    await until(() => seen.length === 2);
    expect(seen).toEqual([1, 0]);
  });

  it('keeps a stopped durable in place: what was published meanwhile arrives on the next subscription, once', async () => {
    transport = createInProcessTransport();
    const seen: number[] = [];
    const handler = async ({ envelope: e }: Delivery) => void seen.push((e.payload as { n: number }).n);
    const first = await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler });
    await transport.publish(envelope('jobs.application.created', { n: 1 }));
    await until(() => seen.length === 1);
    await first.stop();
    await transport.publish(envelope('jobs.application.created', { n: 2 }));
    await transport.publish(envelope('jobs.application.created', { n: 3 }));
    await settle();
    expect(seen).toEqual([1]);
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler });
    await until(() => seen.length === 3);
    await settle();
    expect(seen).toEqual([1, 2, 3]);
  });

  it('delivers to a durable what was published shortly before its first subscription', async () => {
    transport = createInProcessTransport();
    const event = envelope();
    await transport.publish(event);
    const seen: string[] = [];
    await transport.subscribe({ durable: 'account.news', subjects: ['jobs.>'], handler: async ({ envelope: e }) => void seen.push(e.id) });
    await until(() => seen.length === 1);
    expect(seen).toEqual([event.id]);
  });

  it('waits in stop() for the delivery in hand', async () => {
    transport = createInProcessTransport();
    let finished = false;
    let started = false;
    const subscription = await transport.subscribe({
      durable: 'account.news',
      subjects: ['jobs.>'],
      handler: async () => {
        started = true;
        await settle(50);
        finished = true;
      },
    });
    await transport.publish(envelope());
    await until(() => started);
    await subscription.stop();
    expect(finished).toBe(true);
  });

  it('hands each delivery its own copy of the envelope', async () => {
    transport = createInProcessTransport();
    const payloads: unknown[] = [];
    const mutate = async ({ envelope: e }: Delivery) => {
      payloads.push(e.payload);
      (e.payload as { n: number }).n = 99;
    };
    await transport.subscribe({ durable: 'a.one', subjects: ['jobs.>'], handler: mutate });
    await transport.subscribe({ durable: 'b.two', subjects: ['jobs.>'], handler: mutate });
    const event = envelope('jobs.application.created', { n: 1 });
    await transport.publish(event);
    await until(() => payloads.length === 2);
    expect(event.payload).toEqual({ n: 1 });
    expect(payloads[0]).not.toBe(payloads[1]);
  });

  it('refuses to publish once closed', async () => {
    transport = createInProcessTransport();
    await transport.close();
    await expect(transport.publish(envelope())).rejects.toThrow(/closed/);
  });
});
