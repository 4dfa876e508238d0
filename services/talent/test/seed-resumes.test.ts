import { EDUCATION_CODES, LIMITS } from '@phjobs/contracts/codes';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { isCode, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { ZResumeAbility, ZResumeCareer, ZResumeWorkingConditions } from '@phjobs/contracts/talent';
import { describe, expect, it } from 'vitest';
import { generateResumes } from '../src/seed/resumes.ts';
import { SEED_RESUME_COUNT, seedOwners } from '../src/seed/seed.ts';

const now = new Date('2026-01-15T04:00:00Z'); // 12:00 in Manila
const resumes = generateResumes(seedOwners(), { count: SEED_RESUME_COUNT, now });

describe('seed resumes', () => {
  it('are about 400, with ids 1..N', () => {
    expect(resumes).toHaveLength(400);
    expect(resumes.map((r) => r.id)).toEqual(resumes.map((_, i) => i + 1));
  });

  it('are the same every time', () => {
    expect(generateResumes(seedOwners(), { count: SEED_RESUME_COUNT, now })).toEqual(resumes);
  });

  it('give the demo seeker exactly two: one published, one private', () => {
    const demo = resumes.filter((r) => r.userId === 1);
    expect(demo.map((r) => r.statusCode).sort()).toEqual(['020A', '020B']);
    expect(demo[0]?.fullName).toBe('Juan Dela Cruz');
  });

  it('keep the spec rules: title up to 70, known codes and places, contract shapes', () => {
    for (const r of resumes) {
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.title.length).toBeLessThanOrEqual(LIMITS.resumeTitle);
      expect(EDUCATION_CODES).toContain(r.education);
      expect(r.specializationIds.every((id) => isCode(SPECIALIZATION_TREE, id))).toBe(true);
      expect(r.provinceIds.every((id) => provinceById(id))).toBe(true);
      expect(r.cityIds.every((id) => cityById(id))).toBe(true);
      ZResumeWorkingConditions.parse(r.workingConditions);
      r.career.forEach((c) => ZResumeCareer.parse(c));
      r.ability.forEach((a) => ZResumeAbility.parse(a));
      expect(r.isNewcomer).toBe(r.career.length === 0);
      expect(r.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(r.updatedAt.getTime());
    }
  });

  it('publish most, and some were updated today in Manila', () => {
    const published = resumes.filter((r) => r.statusCode === '020A');
    expect(published.length / resumes.length).toBeGreaterThan(0.75);
    const manilaMidnight = new Date('2026-01-14T16:00:00Z');
    expect(published.filter((r) => r.updatedAt >= manilaMidnight).length).toBeGreaterThan(0);
  });

  it('carry Filipino names', () => {
    expect(new Set(resumes.map((r) => r.fullName)).size).toBeGreaterThan(150);
    expect(resumes.every((r) => /^[A-Z][a-z]+( [A-Z][a-z]+)* (De la |De |Del |Dela )?[A-Z][a-z]+/i.test(r.fullName))).toBe(true);
  });
});
