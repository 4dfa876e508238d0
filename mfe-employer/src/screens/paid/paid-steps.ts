/**
 * The paid ad service's steps (employer.md 'Paid ad service'): select, option, payment, failed.
 * Failure goes to failed; re-payment returns to payment if services were chosen, otherwise to
 * select. Pure: the screen keeps this state and renders it.
 */
import type { PaidServicePeriod } from '@phjobs/contracts/paid-services';

export type PaidStep = 'select' | 'option' | 'payment' | 'failed';

/** What the failed step shows: the error data of the order call, or of the order the checkout returned. */
export type PaidFailure = { code: string; message: string; orderId?: number; statusCode?: string };

export type PaidState = { step: PaidStep; serviceIds: number[]; days: PaidServicePeriod; failure: PaidFailure | null };

export const initialPaidState: PaidState = { step: 'select', serviceIds: [], days: 7, failure: null };

export type PaidAction =
  | { type: 'toggle'; serviceId: number }
  | { type: 'days'; days: PaidServicePeriod }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'fail'; failure: PaidFailure; serviceIds?: number[]; days?: PaidServicePeriod }
  | { type: 'repay' };

export function paidReducer(state: PaidState, action: PaidAction): PaidState {
  switch (action.type) {
    case 'toggle': {
      const has = state.serviceIds.includes(action.serviceId);
      const serviceIds = has ? state.serviceIds.filter((id) => id !== action.serviceId) : [...state.serviceIds, action.serviceId].sort((a, b) => a - b);
      return { ...state, serviceIds };
    }
    case 'days':
      return { ...state, days: action.days };
    case 'next':
      if (state.step === 'select') return state.serviceIds.length ? { ...state, step: 'option' } : state;
      if (state.step === 'option') return { ...state, step: 'payment' };
      return state;
    case 'back':
      if (state.step === 'option') return { ...state, step: 'select' };
      if (state.step === 'payment') return { ...state, step: 'option' };
      return state;
    case 'fail':
      return { ...state, step: 'failed', failure: action.failure, serviceIds: action.serviceIds ?? state.serviceIds, days: action.days ?? state.days };
    case 'repay':
      return { ...state, step: state.serviceIds.length ? 'payment' : 'select', failure: null };
  }
}

/** The ad id of the path: a positive whole number, else null ('invalid ad id'). */
export const adIdOf = (param: string | undefined): number | null => (param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null);

/** Where the order call sends the browser: the mobile web checkout, else the deeplink. */
export const checkoutTarget = (actions: { mobileWebCheckoutUrl: string | null; deeplinkUrl: string | null }): string | null => actions.mobileWebCheckoutUrl ?? actions.deeplinkUrl;
