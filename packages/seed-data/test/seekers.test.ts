import { createHash } from 'node:crypto';
import { cityById, provinceOf } from '@phjobs/contracts/regions';
import { describe, expect, it } from 'vitest';
import { SEED_DATASET, seedCompanies, seedSeekers, seedUsers } from '../src/dataset.ts';
import { DEMO_PASSWORD, seedSeekerId } from '../src/ids.ts';
import { generateSeekers } from '../src/seekers.ts';

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const seekers = generateSeekers(20260115, 398);

describe('generateSeekers', () => {
  it('gives byte-identical seekers for the same seed, others for another seed', () => {
    expect(sha(generateSeekers(20260115, 398))).toBe(sha(seekers));
    expect(sha(generateSeekers(20260116, 398))).not.toBe(sha(seekers));
  });

  it('keeps the first seekers the same however many are generated', () => {
    expect(sha(generateSeekers(20260115, 1000).slice(0, 398))).toBe(sha(seekers));
  });

  it('numbers seeker #i as user 50000 + i (ids.ts, docs/CONVENTIONS.md)', () => {
    expect(seekers.map((s) => s.id)).toEqual(seekers.map((_, i) => seedSeekerId(i + 1)));
    expect(seekers[0]?.id).toBe(50001);
    expect(seekers.at(-1)?.id).toBe(50398);
  });

  it('makes individual members with Filipino names, unique e-mails, +63 mobiles and the demo password', () => {
    expect(new Set(seekers.map((s) => s.email)).size).toBe(seekers.length);
    expect(new Set(seekers.map((s) => s.fullName)).size).toBeGreaterThan(250);
    for (const s of seekers) {
      expect(s.userType).toBe('individual');
      expect(s.companyId).toBeNull();
      expect(s.password).toBe(DEMO_PASSWORD);
      expect(s.email).toMatch(/^[a-z]+(\.[a-z]+)+\d+@mail\.demo\.ph$/);
      expect(s.phoneNumber).toMatch(/^\+63 9\d{2} \d{3} \d{4}$/);
      expect(['003A', '003B']).toContain(s.genderCode);
      expect(s.birthDate).toMatch(/^(19[7-9]\d|200[0-5])-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/);
    }
    const women = seekers.filter((s) => s.genderCode === '003B').length / seekers.length;
    expect(women).toBeGreaterThan(0.4);
    expect(women).toBeLessThan(0.7);
  });

  it('places each seeker in a PSGC city and spells its city and province in the address', () => {
    for (const s of seekers) {
      const city = cityById(s.cityId);
      expect(city).toBeDefined();
      expect(provinceOf(s.cityId)?.id).toBe(s.provinceId);
      expect(s.address).toContain(`Brgy. `);
      expect(s.address).toContain(city?.name ?? '?');
    }
  });

  it('refuses counts that would leave the seed id range', () => {
    expect(() => generateSeekers(1, 50_000)).toThrow();
    expect(generateSeekers(1, 0)).toEqual([]);
  });
});

describe('the dataset seekers', () => {
  it('are SEED_DATASET.seekers, with e-mails and ids no other seed account uses', () => {
    const all = [...seedUsers(seedCompanies()), ...seedSeekers()];
    expect(seedSeekers()).toHaveLength(SEED_DATASET.seekers);
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);
    expect(new Set(all.map((u) => u.email)).size).toBe(all.length);
  });
});
