import { describe, expect, it } from 'vitest';
import { SEED_DATASET, seedCompanies, seedJobAds, seedUsers } from '../src/dataset.ts';

describe('the embedded dataset', () => {
  it('is the same for every service that generates it', () => {
    expect(JSON.stringify(seedCompanies())).toBe(JSON.stringify(seedCompanies()));
    expect(seedCompanies()).toHaveLength(SEED_DATASET.companies);
  });

  it('has one account per company plus the demo seeker, all with unique e-mails', () => {
    const users = seedUsers();
    expect(users).toHaveLength(SEED_DATASET.companies + 1);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length);
  });

  it('gives ads of the seed companies, created before the reference date passed in', () => {
    const ads = seedJobAds('2026-03-01T00:00:00.000Z', 300);
    const ids = new Set(seedCompanies().map((c) => c.id));
    expect(ads).toHaveLength(300);
    for (const ad of ads) {
      expect(ids.has(ad.companyId)).toBe(true);
      expect(ad.createdAt < '2026-03-01T00:00:00.000Z').toBe(true);
    }
  });
});
