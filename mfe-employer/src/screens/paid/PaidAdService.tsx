import { useEffect, useReducer, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@phjobs/web-core/router';
import { INVALID_AD_ID, PAID_SERVICE_PERIODS, PAID_SERVICES, orderTotal, paidServiceClass, type PaidServicePeriod } from '@phjobs/contracts/paid-services';
import { Button } from '@phjobs/ui/components/Button';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { ApiError } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchHasPromotion, fetchOwnAd, fetchPaidOrder, orderWithPromotion, placePaidOrder, type PaidOrderStatus } from '../../api/payments';
import { adIdOf, checkoutTarget, initialPaidState, paidReducer, type PaidFailure, type PaidStep } from './paid-steps';

const peso = (amount: number) => `₱${amount.toLocaleString('en-US')}`;
const STEP_LABELS: Record<Exclude<PaidStep, 'failed'>, string> = { select: 'Select', option: 'Option', payment: 'Payment' };

const failureOf = (error: unknown): PaidFailure =>
  error instanceof ApiError ? { code: error.code, message: error.message } : { code: 'network', message: error instanceof Error ? error.message : String(error) };

/** /myPage/ad/{jobId}/paid: paid styling for one of the company's ads (employer.md 'Paid ad service'). */
export function PaidAdService() {
  const jobId = adIdOf(useParams().jobId);
  const userId = useSession((s) => s.user?.userId ?? null);
  const ad = useApiQuery(['employer', 'paidAd', jobId, userId], (signal) => fetchOwnAd(jobId ?? 0, signal), { enabled: jobId !== null && userId !== null });
  const mine = ad.data && String(ad.data.companyId) === String(userId);
  if (jobId === null || (ad.error instanceof ApiError && ad.error.status === 404) || (ad.data && !mine)) {
    return (
      <div className="emp-paid" role="alert">
        <h1 className="emp-paid__title">Paid ad service</h1>
        <p className="emp-paid__invalid">{INVALID_AD_ID}</p>
        <Link to="/myPage/ad">Go to job ad management</Link>
      </div>
    );
  }
  if (!ad.data) return ad.error ? <p role="alert">{String((ad.error as Error).message)}</p> : <Spinner />;
  return <PaidSteps jobId={jobId} title={ad.data.title} companyName={ad.data.comapnyName} uid={userId ?? ''} />;
}

function PaidSteps({ jobId, title, companyName, uid }: { jobId: number; title: string; companyName: string; uid: string | number }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [state, dispatch] = useReducer(paidReducer, initialPaidState);
  const [busy, setBusy] = useState(false);
  const promotion = useApiQuery(['employer', 'hasPromotion', uid], (signal) => fetchHasPromotion(uid, signal));
  const hasPromotion = promotion.data?.hasPromotion === true;
  const total = orderTotal(state.serviceIds, state.days);
  const options = { jobId, serviceIds: state.serviceIds as (1 | 2 | 3)[], days: state.days };

  // Back from the checkout: ?orderId=&result=success|cancel.
  const returned = Number(search.get('orderId') ?? '') || null;
  const result = search.get('result');
  const order = useApiQuery(['employer', 'paidOrder', returned], (signal) => fetchPaidOrder(returned ?? 0, signal), { enabled: returned !== null });
  const paid: PaidOrderStatus | null = returned !== null && order.data?.statusCode === 'paid' ? order.data : null;
  useEffect(() => {
    const o = order.data;
    if (!o || o.statusCode === 'paid') return;
    if (result !== 'success' || o.statusCode === 'failed' || o.statusCode === 'cancelled') {
      dispatch({
        type: 'fail',
        failure: { code: o.statusCode === 'failed' ? 'payment/failed' : 'payment/cancelled', message: o.failureReason ?? 'The payment was cancelled.', orderId: o.orderId, statusCode: o.statusCode },
        serviceIds: o.serviceIds,
        days: o.days as PaidServicePeriod,
      });
    }
  }, [order.data, result]);
  // The provider's notice may come a moment after the browser: ask again until the order is paid.
  const { reload } = order;
  useEffect(() => {
    if (result !== 'success' || !order.data || order.data.statusCode !== 'pending') return;
    const timer = setTimeout(() => reload(), 1500);
    return () => clearTimeout(timer);
  }, [result, order.data, reload]);

  const pay = async () => {
    setBusy(true);
    try {
      const answer = await placePaidOrder(options);
      const target = checkoutTarget(answer.actions);
      if (!target) throw new ApiError(502, 'payment/no-checkout', 'The payment provider gave no checkout address.');
      window.location.assign(target);
    } catch (error) {
      dispatch({ type: 'fail', failure: failureOf(error) });
      setBusy(false);
    }
  };
  const usePromotion = async () => {
    setBusy(true);
    try {
      await orderWithPromotion(uid, options);
      navigate('/myPage/ad');
    } catch (error) {
      dispatch({ type: 'fail', failure: failureOf(error) });
      setBusy(false);
    }
  };
  const repay = () => {
    setSearch({}, { replace: true });
    dispatch({ type: 'repay' });
  };

  if (paid) {
    return (
      <div className="emp-paid">
        <h1 className="emp-paid__title">Payment complete</h1>
        <p>Your ad now shows its paid styling in every job list{paid.activeUntil ? ` until ${new Date(paid.activeUntil).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).replace(/\//g, '-')}` : ''}.</p>
        <AdPreview title={title} companyName={companyName} serviceIds={paid.serviceIds} />
        <Link to="/myPage/ad" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
          Go to job ad management
        </Link>
      </div>
    );
  }
  if (returned !== null && !order.data && !order.error) return <Spinner label="Checking the payment" />;
  if (result === 'success' && order.data?.statusCode === 'pending') return <Spinner label="Waiting for the payment to be confirmed" />;

  return (
    <div className="emp-paid">
      <h1 className="emp-paid__title">Paid ad service</h1>
      <p className="ph-muted emp-paid__ad">
        Job ad #{jobId} · {title}
      </p>
      {state.step !== 'failed' ? (
        <ol className="emp-paid__steps" aria-label="Steps">
          {(Object.keys(STEP_LABELS) as (keyof typeof STEP_LABELS)[]).map((step) => (
            <li key={step} aria-current={state.step === step ? 'step' : undefined} className={state.step === step ? 'is-current' : undefined}>
              {STEP_LABELS[step]}
            </li>
          ))}
        </ol>
      ) : null}

      {state.step === 'select' ? (
        <section aria-label="Select services" data-step="select">
          <h2 className="emp-paid__h2">Choose how your ad stands out</h2>
          <ul className="emp-paid__services">
            {PAID_SERVICES.map((service) => {
              const chosen = state.serviceIds.includes(service.serviceId);
              return (
                <li key={service.serviceId}>
                  <label className={chosen ? 'emp-paid__service is-chosen' : 'emp-paid__service'}>
                    <input type="checkbox" checked={chosen} onChange={() => dispatch({ type: 'toggle', serviceId: service.serviceId })} />
                    <span className="emp-paid__service-text">
                      <strong>{service.title}</strong>
                      <span className="ph-muted">{service.description}</span>
                      <span className="ph-muted">from {peso(service.prices[7])}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <AdPreview title={title} companyName={companyName} serviceIds={state.serviceIds} />
          <Button block size="lg" disabled={state.serviceIds.length === 0} onClick={() => dispatch({ type: 'next' })}>
            Next
          </Button>
        </section>
      ) : null}

      {state.step === 'option' ? (
        <section aria-label="Options" data-step="option">
          <h2 className="emp-paid__h2">How long?</h2>
          <div className="emp-paid__periods" role="radiogroup" aria-label="Period">
            {PAID_SERVICE_PERIODS.map((days) => (
              <label key={days} className={state.days === days ? 'emp-paid__period is-chosen' : 'emp-paid__period'}>
                <input type="radio" name="days" checked={state.days === days} onChange={() => dispatch({ type: 'days', days })} />
                <span>{days} days</span>
                <strong>{peso(orderTotal(state.serviceIds, days))}</strong>
              </label>
            ))}
          </div>
          {hasPromotion ? <p className="emp-paid__promo">You have a promotion: this order is free.</p> : null}
          <div className="emp-paid__actions">
            <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
              Back
            </Button>
            {hasPromotion ? (
              <Button loading={busy} onClick={usePromotion}>
                Use promotion
              </Button>
            ) : (
              <Button onClick={() => dispatch({ type: 'next' })} disabled={promotion.status === 'loading' && !promotion.data}>
                Next
              </Button>
            )}
          </div>
        </section>
      ) : null}

      {state.step === 'payment' ? (
        <section aria-label="Payment" data-step="payment">
          <h2 className="emp-paid__h2">Payment</h2>
          <table className="emp-paid__summary">
            <tbody>
              {state.serviceIds.map((id) => {
                const service = PAID_SERVICES.find((s) => s.serviceId === id);
                return service ? (
                  <tr key={id}>
                    <td>
                      {service.title} · {state.days} days
                    </td>
                    <td>{peso(service.prices[state.days])}</td>
                  </tr>
                ) : null;
              })}
              <tr className="emp-paid__total">
                <td>Total</td>
                <td>{peso(total)}</td>
              </tr>
            </tbody>
          </table>
          <p className="ph-muted">You will pay on the checkout page (GCash, Maya, card or QR Ph), then come back here.</p>
          <div className="emp-paid__actions">
            <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
              Back
            </Button>
            <Button loading={busy} onClick={pay}>
              Pay {peso(total)}
            </Button>
          </div>
        </section>
      ) : null}

      {state.step === 'failed' && state.failure ? (
        <section aria-label="Payment failed" data-step="failed" className="emp-paid__failed">
          <h2 className="emp-paid__h2">Payment failed</h2>
          <dl className="emp-paid__error">
            <dt>Message</dt>
            <dd>{state.failure.message}</dd>
            <dt>Code</dt>
            <dd>{state.failure.code}</dd>
            {state.failure.orderId ? (
              <>
                <dt>Order</dt>
                <dd>#{state.failure.orderId}</dd>
              </>
            ) : null}
          </dl>
          <div className="emp-paid__actions">
            <Link to="/myPage/ad" className="ph-btn ph-btn--outline ph-btn--md">
              Later
            </Link>
            <Button onClick={repay}>Re-payment</Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** How the ad's card looks in the lists with the chosen services (the same classes as the list cards). */
function AdPreview({ title, companyName, serviceIds }: { title: string; companyName: string; serviceIds: readonly number[] }) {
  return (
    <div className={['emp-paid__preview', ...serviceIds.map(paidServiceClass)].join(' ')} role="group" aria-label="Preview">
      <span className="emp-paid__preview-label ph-muted">Preview</span>
      <p className="emp-paid__preview-company">{companyName}</p>
      <p className="emp-paid__preview-title">
        <span>{title}</span>
      </p>
    </div>
  );
}
