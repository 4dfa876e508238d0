/**
 * Step navigation of the sign-ups (account-community.md sections 2, 4, 5):
 * - individual: steps 1 to 4; back on step 1 goes to the previous page, back on step 4 goes home,
 *   otherwise one step back; step 3's Next submits; Next is disabled while submitting and, on
 *   step 2, until the captcha is verified;
 * - business and master: steps 0 to 2 (form, details/policy, finished); step 1 submits;
 * - social: steps 0 (policy) and 1 (done); step 0 submits.
 */

export type SignupFlow = 'individual' | 'business' | 'social';

export const FLOW_STEPS: Readonly<Record<SignupFlow, readonly number[]>> = {
  individual: [1, 2, 3, 4],
  business: [0, 1, 2],
  social: [0, 1],
};

export type BackTarget = { kind: 'history' } | { kind: 'home' } | { kind: 'step'; step: number };

const firstOf = (flow: SignupFlow) => FLOW_STEPS[flow][0] ?? 0;
const lastOf = (flow: SignupFlow) => FLOW_STEPS[flow][FLOW_STEPS[flow].length - 1] ?? 0;

/** Where the back button leads. */
export function backTarget(flow: SignupFlow, step: number): BackTarget {
  if (step <= firstOf(flow)) return { kind: 'history' };
  if (step >= lastOf(flow)) return { kind: 'home' };
  return { kind: 'step', step: step - 1 };
}

/** What Next does on this step: go on, or submit the sign-up (the step before the last). */
export function nextAction(flow: SignupFlow, step: number): { kind: 'step'; step: number } | { kind: 'submit' } | { kind: 'none' } {
  const last = lastOf(flow);
  if (step >= last) return { kind: 'none' };
  if (step === last - 1) return { kind: 'submit' };
  return { kind: 'step', step: step + 1 };
}

/** Next is disabled while submitting, and on the individual step 2 until the captcha is verified. */
export function nextDisabled(flow: SignupFlow, step: number, state: { submitting: boolean; captchaVerified: boolean }): boolean {
  if (state.submitting) return true;
  if (flow === 'individual' && step === 2 && !state.captchaVerified) return true;
  return false;
}
