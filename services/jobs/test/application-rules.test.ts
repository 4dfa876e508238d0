import { describe, expect, it } from 'vitest';
import { chatUrlOf, offersMethod, parseOwnResumeKey, periodStart } from '../src/domain/applications/rules.ts';
import { manilaDate } from '../src/domain/manila-day.ts';

describe('parseOwnResumeKey', () => {
  it("reads 'files/{key}/{fileName}' as the client builds it, the key alone, and a /files/ URL", () => {
    expect(parseOwnResumeKey('files/individual/1/abc-123/My%20CV.pdf')).toEqual({ key: 'individual/1/abc-123', fileName: 'My CV.pdf' });
    expect(parseOwnResumeKey('individual/1/abc-123')).toEqual({ key: 'individual/1/abc-123', fileName: null });
    expect(parseOwnResumeKey('http://localhost:8080/files/resume/1/x1/a/b.pdf')).toEqual({ key: 'resume/1/x1', fileName: 'a/b.pdf' });
    expect(parseOwnResumeKey('/files/individual/1/abc/%E0%A4%A.pdf').fileName).toBe('%E0%A4%A.pdf');
  });
});

describe('apply rules', () => {
  it('the chat apply (Direct 018B) is taken by ads offering Direct or Chat (0190)', () => {
    expect(offersMethod(['0190'], '018B')).toBe(true);
    expect(offersMethod(['018B'], '018B')).toBe(true);
    expect(offersMethod(['0190'], '018D')).toBe(false);
  });

  it('the date in Manila turns at 16:00 UTC', () => {
    expect(manilaDate(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(manilaDate(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('chat applications have the chat url apply_{jobId}_{uid}, others none', () => {
    expect(chatUrlOf('018B', '6', '1')).toBe('apply_6_1');
    expect(chatUrlOf('018D', '6', '1')).toBeNull();
    expect(chatUrlOf('018B', '6', null)).toBeNull();
  });

  it('periods count back days, weeks, months and years', () => {
    const now = new Date('2026-03-31T00:00:00Z');
    expect(periodStart(now, 1, 'w').toISOString()).toBe('2026-03-24T00:00:00.000Z');
    expect(periodStart(now, 3, 'd').toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(periodStart(now, 6, 'm').toISOString()).toBe('2025-10-01T00:00:00.000Z');
    expect(periodStart(now, 1, 'y').toISOString()).toBe('2025-03-31T00:00:00.000Z');
  });
});
