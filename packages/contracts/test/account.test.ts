import { describe, expect, it } from 'vitest';
import { maskEmail, normalizePhone, ZMyNewsQuery, ZSendVerifySmsRequest, ZStorageKey, ZUpdateIndividualUserInfoRequest, ZVerifySmsQuery } from '../src/account.ts';
import { VERIFICATION_ERRORS } from '../src/messages.ts';

describe('phone numbers', () => {
  it('reads Philippine numbers in every usual notation as one +63 number', () => {
    for (const typed of ['09171234567', '0917 123 4567', '0917-123-4567', '639171234567', '+63 917 123 4567', '9171234567']) {
      expect(normalizePhone(typed), typed).toBe('+639171234567');
    }
  });
});

describe('masked e-mails (Forgot ID)', () => {
  it('keeps the first two letters of the name and the domain', () => {
    expect(maskEmail('maria.santos@example.ph')).toBe('ma**********@example.ph');
    expect(maskEmail('jo@example.ph')).toBe('j***@example.ph');
    expect(maskEmail('a@b.ph')).toBe('a***@b.ph');
  });
});

describe('verification messages of the spec', () => {
  it('words the throttle with the seconds left', () => {
    expect(VERIFICATION_ERRORS.resendThrottled.message(42)).toBe('To prevent frequent resend, please try after 42 seconds');
    expect(VERIFICATION_ERRORS.smsDailyLimit.message).toBe('Daily sms request has exceeded, please try tomorrow.');
    expect(VERIFICATION_ERRORS.expired.message).toBe('Code is expired. Resend to verify');
  });

  it('asks for 6 digits and a captcha token', () => {
    expect(ZVerifySmsQuery.safeParse({ code: '12345', phoneNumber: '09171234567' }).error?.issues[0]?.message).toBe('Please enter 6 digit code.');
    expect(ZSendVerifySmsRequest.safeParse({ phoneNumber: '' }).error?.issues.map((i) => i.message)).toEqual(['Phone number is a required input.', 'Please complete the captcha.']);
    expect(ZSendVerifySmsRequest.safeParse({ phoneNumber: 'abc', token: 't' }).error?.issues[0]?.message).toBe('It does not match the phone number format.');
  });
});

describe('my news query', () => {
  it('defaults to page 1 of 10, all items, and reads numbers from the query string', () => {
    expect(ZMyNewsQuery.parse({})).toEqual({ pageUnit: 10, pageNo: 1, searchType: 'all' });
    expect(ZMyNewsQuery.parse({ pageUnit: '5', pageNo: '3', searchType: 'unread' })).toEqual({ pageUnit: 5, pageNo: 3, searchType: 'unread' });
    expect(ZMyNewsQuery.safeParse({ pageUnit: '0' }).success).toBe(false);
  });
});

describe('storage keys and member info edits', () => {
  it('accepts upload keys and refuses paths that climb or carry a scheme', () => {
    expect(ZStorageKey.safeParse('individual/2026/11/photo_1.png').success).toBe(true);
    for (const key of ['../x', 'a/../b', 'https://x/y.png', '/abs.png', '']) expect(ZStorageKey.safeParse(key).success, key).toBe(false);
  });

  it('defaults a salary edit to the unit 010D', () => {
    expect(ZUpdateIndividualUserInfoRequest.parse({ certifyToken: 'c'.repeat(43), salary: { salary: 20000 } }).salary).toEqual({ salaryType: '010D', salary: 20000 });
  });

  it('asks a member-info edit for the certify token of an identity check, as password change does', () => {
    const missing = ZUpdateIndividualUserInfoRequest.safeParse({ fullName: 'Maria' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['certifyToken'], message: 'Please confirm your identity first.' });
  });
});
