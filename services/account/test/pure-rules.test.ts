import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { describe, expect, it } from 'vitest';
import { newsFromEvent } from '../src/domain/news/news-from-event.ts';
import { safeReturnTo } from '../src/domain/social/start-social-login.ts';
import { startOfManilaDay } from '../src/domain/verification/manila-day.ts';

describe('daily limits count by the Manila day', () => {
  it('starts the day at 00:00 in Asia/Manila (16:00 UTC the day before)', () => {
    expect(startOfManilaDay(new Date('2026-11-21T05:00:00Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfManilaDay(new Date('2026-11-21T15:59:59Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfManilaDay(new Date('2026-11-21T16:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
});

describe('social login return paths', () => {
  it('keeps paths of this site and turns anything else into /', () => {
    expect(safeReturnTo('/ad/all?tab=1')).toBe('/ad/all?tab=1');
    for (const value of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'ad/all', '/x\u0000y']) expect(safeReturnTo(value), String(value)).toBe('/');
  });
});

describe('news texts', () => {
  const parties = { applicationId: '1', jobId: '2', jobTitle: 'Rider', employerUserId: '20', applicantUserId: '10', applicantEmail: 'a@b.ph', howToApplyCode: '018B' as const };
  it('names the new status by its label, and leads the applicant to /myPage/application', () => {
    const news = newsFromEvent(createEnvelope('jobs.application.status_changed', { ...parties, previousStatusCode: null, statusCode: '021C' }));
    expect(news).toEqual({ userId: '10', newsType: 'search', title: 'Application status changed', content: 'Your application for "Rider" is now Under review.', link: '/myPage/application' });
  });

  it("tells the employer of an application as a 'note' leading to /myPage/applicant", () => {
    expect(newsFromEvent(createEnvelope('jobs.application.created', { ...parties, resumeId: null, statusCode: '021C' }))).toMatchObject({ userId: '20', newsType: 'note', link: '/myPage/applicant' });
  });

  it('names the applicant in the news of an application (someone, for an event without the name)', () => {
    const named = newsFromEvent(createEnvelope('jobs.application.created', { ...parties, applicantFullName: 'Juan Dela Cruz', jobTitle: 'Barista', resumeId: null, statusCode: '021C' }));
    expect(named).toMatchObject({ title: 'New applicant', content: 'Juan Dela Cruz applied for "Barista".' });
    expect(newsFromEvent(createEnvelope('jobs.application.created', { ...parties, resumeId: null, statusCode: '021C' })).content).toBe('Someone applied for "Rider".');
  });

  it("tells the recipient of an unread chat message as a 'chat' item opening the room", () => {
    const news = newsFromEvent(
      createEnvelope('chat.message.unread', {
        chatUrl: 'apply_2_10',
        jobId: '2',
        jobTitle: 'Rider',
        recipientUserId: '20',
        senderRole: 'seeker',
        senderName: 'Juan Dela Cruz',
        messageId: '5',
        preview: 'Is the job still open?',
        link: '/chats/apply/apply_2_10?title=Rider',
      }),
    );
    expect(news).toEqual({ userId: '20', newsType: 'chat', title: 'New chat message', content: 'Juan Dela Cruz about "Rider": Is the job still open?', link: '/chats/apply/apply_2_10?title=Rider' });
  });
});
