import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneVerification } from '../src/components/PhoneVerification';
import { fetchRouter, json } from '../testing/fetch-router';
import { phMobileE164, phoneMessage, samePhone } from '../src/verification';

const uuid = '6f1c2a8e-4b7d-4c1e-9a3b-2d5e6f7a8b9c';
const SENT = json(201, { verificationId: uuid, expiresIn: 300, resendAfter: 60 });
const VERIFIED = json(200, { verified: true, verificationToken: 'p'.repeat(24), expiresIn: 3600 });
const CAPTCHA = json(200, { provider: 'builtin', challengeId: uuid, question: 'What is two plus 3?', expiresIn: 300 });

let answered: (string | null)[] = [];
/** A parent as the screens hold it: the phone and the proof; the captcha already solved unless told. */
function Parent({ stored, captcha = 'c'.repeat(24) }: { stored?: string; captcha?: string | null }) {
  const [phone, setPhone] = useState(stored ?? '');
  const [token, setToken] = useState<string | null>(null);
  const [pass, setPass] = useState<string | null>(captcha);
  return (
    <PhoneVerification
      idPrefix="t"
      phone={phone}
      onPhoneChange={setPhone}
      token={token}
      onToken={(t) => {
        answered.push(t);
        setToken(t);
      }}
      storedPhone={stored}
      captchaToken={pass}
      onCaptcha={setPass}
    />
  );
}

const phoneInput = () => screen.getByLabelText('Phone number') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(button(name));
  });
};
const typePhone = (value: string) => fireEvent.change(phoneInput(), { target: { value } });
/** The send button is debounced 500 ms: let that pass between two clicks. */
const pastDebounce = () =>
  act(async () => {
    vi.advanceTimersByTime(600);
  });

describe('the Philippine mobile rule', () => {
  it('takes +63 9XX XXX XXXX, 09XX XXX XXXX and the national part after the shown +63', () => {
    expect(phMobileE164('+63 917 123 4567')).toBe('+639171234567');
    expect(phMobileE164('0917-123-4567')).toBe('+639171234567');
    expect(phMobileE164('917 123 4567')).toBe('+639171234567');
    expect(phMobileE164('817 123 4567')).toBeNull();
    expect(phMobileE164('0917 123 456')).toBeNull();
    expect(phoneMessage('')).toBe('Phone number is a required input.');
    expect(phoneMessage('12345')).toBe('It does not match the phone number format.');
    expect(phoneMessage('0917 123 4567')).toBeUndefined();
    expect(samePhone('+639171234567', '917 123 4567')).toBe(true);
    expect(samePhone('+639171234567', '917 123 4568')).toBe(false);
  });
});

describe('<PhoneVerification>', () => {
  beforeEach(() => {
    answered = [];
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts unverified with the captcha, and Get code inactive until it is solved', async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/auth/captcha': CAPTCHA, 'POST /api/auth/captcha/verify': json(200, { token: 'c'.repeat(24), expiresIn: 600 }) }).fn);
    render(<Parent captcha={null} />);
    expect(await screen.findByText('What is two plus 3?')).toBeTruthy();
    typePhone('0917 123 4567');
    expect(button('Get code').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Captcha answer'), { target: { value: '5' } });
    await click('Check');
    expect(screen.getByText(/Captcha verified/)).toBeTruthy();
    expect(button('Get code').disabled).toBe(false);
  });

  it("says 'Phone number is a required input.' and 'It does not match the phone number format.'; Get code is active only for the format", async () => {
    vi.stubGlobal('fetch', fetchRouter({}).fn);
    render(<Parent />);
    expect(button('Get code').disabled).toBe(true);
    fireEvent.blur(phoneInput());
    expect(screen.getByRole('alert').textContent).toBe('Phone number is a required input.');
    typePhone('0917 12');
    expect(screen.getByRole('alert').textContent).toBe('It does not match the phone number format.');
    expect(button('Get code').disabled).toBe(true);
    typePhone('+63 917 123 4567');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Get code').disabled).toBe(false);
  });

  it("sends, 'Get code' becomes 'Resend', a 05:00 countdown; Verify answers the proof, turns into 'Verified' and locks the fields", async () => {
    const router = fetchRouter({ 'POST /api/employer/sendVerifySms': SENT, 'GET /api/individual/verifySms': VERIFIED });
    vi.stubGlobal('fetch', router.fn);
    render(<Parent />);
    typePhone('0917 123 4567');
    await click('Get code');
    expect(router.calls[0]?.body).toMatchObject({ phoneNumber: '+639171234567', token: 'c'.repeat(24) });
    expect(button('Resend')).toBeTruthy();
    expect(screen.getByLabelText('Time left').textContent).toBe('05:00');
    const code = screen.getByPlaceholderText('Please enter 6 digit code.') as HTMLInputElement;
    expect(button('Verify').disabled).toBe(true);
    fireEvent.change(code, { target: { value: '12a3456' } });
    expect(code.value).toBe('123456');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByLabelText('Time left').textContent).toBe('04:58');
    await click('Verify');
    expect(router.calls[1]?.url.searchParams.get('phoneNumber')).toBe('+639171234567');
    expect(router.calls[1]?.url.searchParams.get('code')).toBe('123456');
    expect(answered).toEqual(['p'.repeat(24)]);
    expect(button('Verified').disabled).toBe(true);
    expect(phoneInput().disabled).toBe(true);
    expect(code.disabled).toBe(true);
    expect(button('Resend').disabled).toBe(true);
    expect(screen.queryByLabelText('Time left')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/Phone number verified/);
    // 'Change number' unverifies: the proof is withdrawn and the code must be asked again
    await click('Change number');
    expect(answered).toEqual(['p'.repeat(24), null]);
    expect(phoneInput().disabled).toBe(false);
    expect(button('Get code')).toBeTruthy();
  });

  it('a changed number forgets the sent code (Get code again)', async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/employer/sendVerifySms': SENT }).fn);
    render(<Parent />);
    typePhone('0917 123 4567');
    await click('Get code');
    expect(button('Resend')).toBeTruthy();
    typePhone('0917 123 4568');
    expect(button('Get code')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Please enter 6 digit code.')).toBeNull();
  });

  it("debounces the send button 500 ms, and shows the resend throttle in a popup with Confirm", async () => {
    const router = fetchRouter({ 'POST /api/employer/sendVerifySms': SENT });
    vi.stubGlobal('fetch', router.fn);
    render(<Parent />);
    typePhone('0917 123 4567');
    await click('Get code');
    await click('Resend');
    expect(screen.queryByRole('dialog')).toBeNull();
    await pastDebounce();
    await click('Resend');
    expect(screen.getByRole('dialog').textContent).toMatch(/To prevent frequent resend, please try after (59|60) seconds/);
    await click('Confirm');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.calls).toHaveLength(1);
    // after the minute a resend goes out
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await click('Resend');
    expect(router.calls).toHaveLength(2);
  });

  it("says 'Code is expired. Resend to verify' when the 300 seconds are over", async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/employer/sendVerifySms': SENT }).fn);
    render(<Parent />);
    typePhone('0917 123 4567');
    await click('Get code');
    await act(async () => {
      vi.advanceTimersByTime(301_000);
    });
    expect(screen.getByText('Code is expired. Resend to verify')).toBeTruthy();
    expect(screen.getByLabelText('Time left').textContent).toBe('00:00');
  });

  it("shows a 409 as the field's 'Daily sms request has exceeded, please try tomorrow.'", async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'POST /api/employer/sendVerifySms': json(409, { code: 'verification/daily-limit', message: 'x' }) }).fn);
    render(<Parent />);
    typePhone('0917 123 4567');
    await click('Get code');
    expect(screen.getByRole('alert').textContent).toBe('Daily sms request has exceeded, please try tomorrow.');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    // a new number clears it
    typePhone('0917 123 4568');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the stored number as verified; changing it needs the code', async () => {
    vi.stubGlobal('fetch', fetchRouter({ 'GET /api/auth/captcha': CAPTCHA }).fn);
    render(<Parent stored="+639171234567" captcha={null} />);
    expect(screen.getByText(/Verified number/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Captcha' })).toBeNull();
    expect(button('Get code').disabled).toBe(true);
    typePhone('+63 917 555 0000');
    expect(screen.queryByText(/Verified number/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Captcha' })).toBeTruthy();
    // typed back: verified again without a code
    typePhone('0917 123 4567');
    expect(screen.getByText(/Verified number/)).toBeTruthy();
  });
});
