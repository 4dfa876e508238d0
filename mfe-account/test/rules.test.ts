import { describe, expect, it } from 'vitest';
import { APPLICATION_TABS, applicationQuery, canCancel, chatLink, defaultSearch, indexOrNull, PERIODS, STATUS_OPTIONS, tabOf } from '../src/domain/applications';
import { isUnread } from '@phjobs/ui/news';
import { newsTarget } from '../src/domain/news';
import { answerLabel, isContactVisible, offerLink } from '../src/domain/offers';

describe('application status rules', () => {
  it('keeps the tab in ?tab= (All, General, Chat)', () => {
    expect(APPLICATION_TABS.map((t) => t.label)).toEqual(['All', 'General', 'Chat']);
    expect(tabOf(null)).toBe('all');
    expect(tabOf('chat')).toBe('chat');
    expect(tabOf('nonsense')).toBe('all');
  });

  it('offers the period chips 1 week to 1 year and searches one week back, status all, by default', () => {
    expect(PERIODS.map((p) => p.label)).toEqual(['1 week', '1 month', '3 months', '6 months', '1 year']);
    expect(applicationQuery('all', defaultSearch(), 1)).toEqual({
      howToApplyCode: 'all',
      howToApply: 'all',
      companyName: undefined,
      statusCode: undefined,
      periodValue: 1,
      periodUnit: 'w',
      pageUnit: 10,
      pageNo: 1,
    });
  });

  it('sends the tab, the status, the company name and the period of the form', () => {
    const status = STATUS_OPTIONS.findIndex((o) => o.code === '021C');
    expect(applicationQuery('chat', { companyName: ' Acme ', statusIndex: status, periodIndex: 2 }, 3)).toMatchObject({
      howToApply: 'chat',
      companyName: 'Acme',
      statusCode: '021C',
      periodValue: 3,
      periodUnit: 'm',
      pageNo: 3,
    });
    expect(applicationQuery('general', { companyName: '', statusIndex: null, periodIndex: 4 }, 1)).toMatchObject({ howToApply: 'online', periodValue: 1, periodUnit: 'y' });
  });

  it('turns an empty index into null', () => {
    expect(indexOrNull('')).toBeNull();
    expect(indexOrNull(null)).toBeNull();
    expect(indexOrNull('2')).toBe(2);
    expect(indexOrNull('x')).toBeNull();
  });

  it('offers no cancel for Pass or Non pass, nor for a chat application at 021E', () => {
    expect(canCancel({ statusCode: '021A', applicationTitle: 'Online' })).toBe(false);
    expect(canCancel({ statusCode: '021B', applicationTitle: 'Direct' })).toBe(false);
    expect(canCancel({ statusCode: '021C', applicationTitle: 'Online' })).toBe(true);
    expect(canCancel({ statusCode: '021E', applicationTitle: 'Direct' })).toBe(false);
    expect(canCancel({ statusCode: '021E', applicationTitle: 'Online' })).toBe(true);
  });

  it('links chat applications to /chats/apply/apply_{jobId}_{uid}?title=...', () => {
    expect(chatLink({ jobId: 12, uid: 7, jobTitle: 'Barista & Cashier' })).toBe('/chats/apply/apply_12_7?title=Barista%20%26%20Cashier');
  });
});

describe('my news', () => {
  it('is unread while readAt is empty', () => {
    expect(isUnread({ readAt: null })).toBe(true);
    expect(isUnread({ readAt: '' })).toBe(true);
    expect(isUnread({ readAt: '2026-01-01T00:00:00Z' })).toBe(false);
  });

  it('leads offer news to the offer view and search news to /myPage/application', () => {
    expect(newsTarget({ newsType: 'offer', link: '/myPage/view/offer/5' })).toBe('/myPage/view/offer/5');
    expect(newsTarget({ newsType: 'offer', link: null })).toBe('/myPage/view?tab=offer');
    expect(newsTarget({ newsType: 'search', link: null })).toBe('/myPage/application');
    expect(newsTarget({ newsType: 'notification', link: '/event/3' })).toBe('/event/3');
    expect(newsTarget({ newsType: 'notification', link: 'https://evil.example' })).toBeNull();
    expect(newsTarget({ newsType: 'message', link: null })).toBeNull();
  });
});

describe('offers received', () => {
  it('opens the answer form (/edit) while the offer waits (032A)', () => {
    expect(offerLink({ offerId: 9, statusCode: '032A' })).toBe('/myPage/view/offer/9/edit');
    expect(offerLink({ offerId: 9, statusCode: '032B' })).toBe('/myPage/view/offer/9');
  });

  it("labels the answers and shows 'Not responded' without one", () => {
    expect(answerLabel('033A')).toBe('Interested');
    expect(answerLabel('033B')).toBe('Not suitable');
    expect(answerLabel('033C')).toBe('Already got a job');
    expect(answerLabel(null)).toBe('Not responded');
  });

  it('shows the contact only after acceptance', () => {
    expect(isContactVisible('032B')).toBe(true);
    expect(isContactVisible('032A')).toBe(false);
    expect(isContactVisible('032C')).toBe(false);
  });
});
