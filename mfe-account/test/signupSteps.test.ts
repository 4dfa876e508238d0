import { describe, expect, it } from 'vitest';
import { backTarget, FLOW_STEPS, nextAction, nextDisabled } from '../src/domain/signupSteps';

describe('sign-up step navigation', () => {
  it('has steps 1 to 4 for individuals, 0 to 2 for business and master, 0 and 1 for social', () => {
    expect(FLOW_STEPS.individual).toEqual([1, 2, 3, 4]);
    expect(FLOW_STEPS.business).toEqual([0, 1, 2]);
    expect(FLOW_STEPS.social).toEqual([0, 1]);
  });

  it('goes to the previous page on back at step 1 and home on back at step 4', () => {
    expect(backTarget('individual', 1)).toEqual({ kind: 'history' });
    expect(backTarget('individual', 4)).toEqual({ kind: 'home' });
    expect(backTarget('individual', 2)).toEqual({ kind: 'step', step: 1 });
    expect(backTarget('individual', 3)).toEqual({ kind: 'step', step: 2 });
  });

  it('goes back a step in business sign-up, to the previous page from step 0 and home from the finished step', () => {
    expect(backTarget('business', 0)).toEqual({ kind: 'history' });
    expect(backTarget('business', 1)).toEqual({ kind: 'step', step: 0 });
    expect(backTarget('business', 2)).toEqual({ kind: 'home' });
    expect(backTarget('social', 0)).toEqual({ kind: 'history' });
    expect(backTarget('social', 1)).toEqual({ kind: 'home' });
  });

  it('submits on step 3 Next; steps 1 and 2 go on', () => {
    expect(nextAction('individual', 1)).toEqual({ kind: 'step', step: 2 });
    expect(nextAction('individual', 2)).toEqual({ kind: 'step', step: 3 });
    expect(nextAction('individual', 3)).toEqual({ kind: 'submit' });
    expect(nextAction('individual', 4)).toEqual({ kind: 'none' });
    expect(nextAction('business', 0)).toEqual({ kind: 'step', step: 1 });
    expect(nextAction('business', 1)).toEqual({ kind: 'submit' });
    expect(nextAction('social', 0)).toEqual({ kind: 'submit' });
  });

  it('disables Next while submitting, and on step 2 until the captcha is verified', () => {
    expect(nextDisabled('individual', 1, { submitting: false, captchaVerified: false })).toBe(false);
    expect(nextDisabled('individual', 2, { submitting: false, captchaVerified: false })).toBe(true);
    expect(nextDisabled('individual', 2, { submitting: false, captchaVerified: true })).toBe(false);
    expect(nextDisabled('individual', 3, { submitting: true, captchaVerified: true })).toBe(true);
    expect(nextDisabled('business', 1, { submitting: true, captchaVerified: true })).toBe(true);
    expect(nextDisabled('business', 1, { submitting: false, captchaVerified: false })).toBe(false);
  });
});
