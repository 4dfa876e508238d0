import { SERVICES, type ServiceName } from '@phjobs/service-kit/db';
import { describe, expect, it } from 'vitest';
import { SEED_TIERS, seedInOrder } from '../src/seed-order.ts';

/** Runs seedInOrder with seeds that take a little while and records what ran when. */
async function record(tiers = SEED_TIERS): Promise<string[]> {
  const steps: string[] = [];
  await seedInOrder(async (service) => {
    steps.push(`${service} begins`);
    await new Promise((resolve) => setTimeout(resolve, service === 'jobs' ? 30 : 10));
    steps.push(`${service} ends`);
  }, tiers);
  return steps;
}

describe('the seed order of the start command', () => {
  it("seeds account's members before any other service seeds, and employer's companies before jobs and talent", async () => {
    const steps = await record();
    const at = (step: string) => steps.indexOf(step);
    for (const other of SERVICES.filter((s) => s !== 'account')) expect(at('account ends')).toBeLessThan(at(`${other} begins`));
    for (const later of ['jobs', 'talent'] as const) expect(at('employer ends')).toBeLessThan(at(`${later} begins`));
    for (const rest of ['community', 'chat', 'media'] as const) {
      expect(at('jobs ends')).toBeLessThan(at(`${rest} begins`));
      expect(at('talent ends')).toBeLessThan(at(`${rest} begins`));
    }
  });

  it('runs the seeds of one tier side by side: talent does not wait for jobs', async () => {
    const steps = await record();
    expect(steps.indexOf('talent begins')).toBeLessThan(steps.indexOf('jobs ends'));
  });

  it('seeds every service exactly once', async () => {
    const begun = (await record()).filter((step) => step.endsWith(' begins')).map((step) => step.split(' ')[0]);
    expect([...begun].sort()).toEqual([...SERVICES].sort());
  });

  it('refuses tiers that leave a service out or name one twice, before seeding anything', async () => {
    const ran: ServiceName[] = [];
    const seed = async (service: ServiceName) => void ran.push(service);
    await expect(seedInOrder(seed, [['account'], ['employer', 'jobs', 'talent', 'community', 'chat']])).rejects.toThrow(/missing: media/);
    await expect(seedInOrder(seed, [['account'], [...SERVICES]])).rejects.toThrow(/every service once/);
    expect(ran).toEqual([]);
  });

  it('stops at a failing seed: the later tiers do not run', async () => {
    const ran: ServiceName[] = [];
    const failing = seedInOrder(async (service) => {
      ran.push(service);
      if (service === 'account') throw new Error('account seed failed');
    });
    await expect(failing).rejects.toThrow('account seed failed');
    expect(ran).toEqual(['account']);
  });
});
