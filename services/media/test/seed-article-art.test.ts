import { describe, expect, it } from 'vitest';
import { parseArticleStem } from '../src/domain/seed-article-art.ts';
import { seedPlaceholder } from '../src/domain/seed-placeholder.ts';

const svgOf = (key: string) => {
  const placeholder = seedPlaceholder(key);
  expect(placeholder.contentType).toBe('image/svg+xml');
  return placeholder.body.toString('utf8');
};

describe('the covers of the editorial seed', () => {
  it('draw an article picture as a 720x400 cover named by its area and topic (no caption over it), the same bytes for the same key', () => {
    const svg = svgOf('seed/articles/jobstory-12-bpo');
    expect(svg).toContain('width="720" height="400"');
    expect(svg).toContain('aria-label="JOB STORY · BPO careers"');
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(svgOf('seed/articles/jobstory-12-bpo')).toBe(svg);
    expect(svgOf('seed/articles/magazine-3-13th-month')).toContain('HR MAGAZINE · 13th month pay');
    expect(svgOf('seed/articles/news-4-job-fair')).toContain('EMPLOYMENT NEWS · Job fair');
    expect(svgOf('seed/articles/senior-2-nurse-3')).toContain('SENIOR INTERVIEW · Nursing · 3');
  });

  it('give two pictures distinct covers (colours and shapes from the key)', () => {
    const keys = ['seed/articles/jobstory-1-bpo', 'seed/articles/jobstory-2-bpo', 'seed/articles/jobstory-3-ofw', 'seed/articles/magazine-1-payroll'];
    expect(new Set(keys.map(svgOf)).size).toBe(keys.length);
  });

  it('draw a senior’s photo as a square portrait silhouette with no caption over it', () => {
    const svg = svgOf('seed/seniors/nurse-5');
    expect(svg).toContain('width="480" height="480"');
    expect(svg).toContain('aria-label="Portrait · Nursing"');
    expect(svg).not.toContain('<text');
  });

  it('read the area, topic and picture number from a key', () => {
    expect(parseArticleStem('jobstory-12-bpo')).toEqual({ area: 'jobstory', topic: 'bpo', picture: null });
    expect(parseArticleStem('magazine-3-13th-month')).toEqual({ area: 'magazine', topic: '13th-month', picture: null });
    expect(parseArticleStem('senior-7-web-2')).toEqual({ area: 'senior', topic: 'web', picture: 2 });
  });
});
