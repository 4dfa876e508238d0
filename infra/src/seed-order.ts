/**
 * The order in which the start command runs the services' seeds, in both modes (one process, or one
 * process per service). Each tier starts once the one before it has finished; the seeds of a tier
 * run side by side.
 *
 * Why this order: the seeds of jobs and talent write the events of their seeded changes (the demo
 * seeker's application status changes, the offers to the demo seeker's resume) to their outboxes,
 * and account's consumer 'account.news' makes My news of them only for members it holds. With the
 * members seeded first, every such event finds its member, and the consumer needs no seed-specific
 * path. Employer (the companies) comes next, before the ads and offers that name its companies: no
 * event needs that today, and its seed takes a few hundred milliseconds. Chat seeds last: its demo
 * conversations are on the demo company's ads, asked of jobs. The services without seed
 * data come last.
 */
import { SERVICES, type ServiceName } from '@phjobs/service-kit/db';

export const SEED_TIERS: readonly (readonly ServiceName[])[] = [['account'], ['employer'], ['jobs', 'talent'], ['community', 'chat', 'media']];

/** Runs `seedOf` for every service of SERVICES, tier after tier (SEED_TIERS). */
export async function seedInOrder(seedOf: (service: ServiceName) => Promise<void>, tiers: readonly (readonly ServiceName[])[] = SEED_TIERS): Promise<void> {
  const listed = tiers.flat();
  const missing = SERVICES.filter((service) => !listed.includes(service));
  if (missing.length > 0 || listed.length !== new Set(listed).size) throw new Error(`the seed tiers must name every service once (missing: ${missing.join(', ') || 'none'})`);
  for (const tier of tiers) await Promise.all(tier.map(seedOf));
}
