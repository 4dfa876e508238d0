import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_MESSAGES as M } from '@phjobs/contracts/messages';
import { HOME_SECTIONS, paidClasses, slidesOf } from '../src/domain/homeSections';
import { ALL_REGIONS, readRegion, regionLabel, regionQuery, writeRegion } from '../src/domain/region';
import { hideForADayCookie, popupHidden } from '../src/domain/popup';
import { eventFilterReducer, initialEventFilter, INVALID_DROPDOWN_ID, NO_DROPDOWN_VALUE, statusOf } from '../src/domain/eventFilter';
import { detailOptions, imageProblem, reportDetailOptions, reportTarget, validateSupportForm } from '../src/domain/supportForm';
import { faqTypeOf } from '../src/screens/support/Faq';

const ad = (jobId: number) => ({ jobId, companyName: 'Co', title: 'T', paymentService: [] });

describe('the home sections', () => {
  it('cut Platinum into 3 slides of 2 x 3 and Point into 5 of 3, filling empty slots', () => {
    const [platinum, , , point] = HOME_SECTIONS;
    const slides = slidesOf([ad(1), ad(2), ad(3)], platinum!);
    expect(slides.map((s) => s.length)).toEqual([6, 6, 6]);
    expect(slides[0]!.filter((s) => s.kind === 'ad')).toHaveLength(3);
    expect(slides[2]!.every((s) => s.kind === 'empty')).toBe(true);
    expect(slidesOf([], point!).map((s) => s.length)).toEqual([3, 3, 3, 3, 3]);
    expect(HOME_SECTIONS.map((s) => [s.pageUnit, s.pageOffset, s.perSlide])).toEqual([[18, 0, 6], [15, 19, 5], [15, 34, 5], [15, 49, 3]]);
  });
  it('style paid ads by service', () => {
    expect(paidClasses({ ...ad(1), paymentService: [{ serviceId: 2 }, { serviceId: 2 }, { serviceId: 3 }] })).toEqual(['paid-service-2', 'paid-service-3']);
  });
});

describe('the region choice', () => {
  afterEach(() => localStorage.clear());
  it('is All by default and after a corrupt value, and is kept on the device', () => {
    expect(readRegion()).toEqual(ALL_REGIONS);
    localStorage.setItem('phjobs.home.region', '{nope');
    expect(readRegion()).toEqual(ALL_REGIONS);
    writeRegion({ province: { id: '0702200000', name: 'Cebu' }, city: { id: '0730600000', name: 'Cebu City' } });
    const back = readRegion();
    expect(regionLabel(back)).toBe('Cebu · Cebu City');
    expect(regionQuery(back)).toEqual({ province: '0702200000', city: '0730600000' });
    expect(regionQuery(ALL_REGIONS)).toEqual({ province: 'All', city: 'All' });
  });
});

describe('the popup', () => {
  it('is hidden by the day cookie or for the session', () => {
    expect(hideForADayCookie()).toContain('Max-Age=86400');
    expect(popupHidden('a=1; phjobs_popup_hidden=1', false)).toBe(true);
    expect(popupHidden('a=1', true)).toBe(true);
    expect(popupHidden('a=1', false)).toBe(false);
  });
});

describe('the event filter', () => {
  it('resets keyword, status and the panel when the tab changes; only the Event tab sends a status', () => {
    let s = initialEventFilter();
    expect(s.category).toBe('022B');
    expect(statusOf(s)).toBeNull();
    s = eventFilterReducer(s, { type: 'tab', category: '022A' });
    expect(statusOf(s)).toBe('027A');
    s = eventFilterReducer(eventFilterReducer(eventFilterReducer(s, { type: 'toggleSearch' }), { type: 'search', keyword: ' win ' }), { type: 'status', id: 'event_status', value: '027B' });
    expect(s).toMatchObject({ keyword: 'win', statusCode: '027B', searchOpen: true });
    expect(eventFilterReducer(s, { type: 'tab', category: '022C' })).toEqual({ category: '022C', keyword: '', statusCode: '027A', searchOpen: false });
  });
  it('logs the developer errors and keeps the filter', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = initialEventFilter('022A');
    expect(eventFilterReducer(s, { type: 'status', id: 'nope', value: '027B' })).toBe(s);
    expect(eventFilterReducer(s, { type: 'status', id: 'event_status', value: '027Z' })).toBe(s);
    expect(log.mock.calls.map((c) => (c[0] as Error).message)).toEqual([INVALID_DROPDOWN_ID, NO_DROPDOWN_VALUE]);
    log.mockRestore();
  });
});

describe('the inquiry and report forms', () => {
  it('offer the details of the chosen major only', () => {
    expect(detailOptions('')).toEqual([]);
    for (const major of ['023A', '023B', '023C', '023D', '023E', '023F', '023G', '023H']) {
      const details = detailOptions(major);
      expect(details.length).toBeGreaterThanOrEqual(2);
      expect(details.length).toBeLessThanOrEqual(5);
      expect(details.every((d) => d.value.startsWith(major))).toBe(true);
    }
    expect(reportDetailOptions('job').map((d) => d.value)).toEqual(['023G01', '023G02', '023G04']);
  });
  it('validate with the service messages', () => {
    expect(validateSupportForm({ major: '', detail: '', content: ' ', email: '' })).toEqual({ major: M.majorRequired, detail: M.detailRequired, content: M.contentRequired, email: M.emailRequired });
    expect(validateSupportForm({ major: '023A', detail: '023A01', content: 'x'.repeat(701), email: 'a@b' }).content).toBe(M.contentMax);
    expect(validateSupportForm({ major: '023A', detail: '023A01', content: '😀'.repeat(700), email: 'a@b.ph' })).toEqual({});
    expect(validateSupportForm({ major: '', detail: '', content: 'more', email: 'a@b.ph' }, { needsMajor: false })).toEqual({});
  });
  it('take up to 5 gif, jpeg, jpg or png images of 6 MB', () => {
    const png = { name: 'a.png', type: 'image/png', size: 1000 };
    expect(imageProblem(png, 0)).toBeNull();
    expect(imageProblem(png, 5)).toBe(M.attachmentsMax);
    expect(imageProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, 0)).toBe(M.attachmentType);
    expect(imageProblem({ ...png, size: 6 * 1024 * 1024 + 1 }, 0)).toBe(M.attachmentType);
  });
  it('read the report query, keeping a detail that fits the route', () => {
    expect(reportTarget(new URLSearchParams('route=job&targetId=12&detailCategory=023G04'))).toEqual({ route: 'job', targetId: 12, detail: '023G04' });
    expect(reportTarget(new URLSearchParams('route=job&targetId=12&detailCategory=023G03'))).toEqual({ route: 'job', targetId: 12, detail: '' });
    expect(reportTarget(new URLSearchParams('route=ad&targetId=12'))).toBeNull();
    expect(reportTarget(new URLSearchParams('route=resume&targetId=0'))).toBeNull();
  });
  it('open the FAQ tab of the nav query', () => {
    expect(faqTypeOf('business')).toBe('business');
    expect(faqTypeOf(null)).toBe('individual');
  });
});
