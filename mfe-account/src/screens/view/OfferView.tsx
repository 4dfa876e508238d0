import { useState } from 'react';
import { Link, useNavigate, useParams } from '@phjobs/web-core/router';
import type { OfferAnsweredResponse, OfferTalentView } from '@phjobs/contracts/talent';
import { ApiError, fileUrl } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { formatDate, formatPhone } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { answerOffer, getOffer, getOfferAnswered } from '../../api/talent';
import { ScreenHeader } from '../../components/ScreenHeader';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { ANSWER_INDEX_MAX, ANSWER_OPTIONS, answerLabel, isContactVisible, OFFER_WAITING, validateAnswer, type AnswerErrors } from '../../domain/offers';

type Loaded = { offer: OfferTalentView; answered: OfferAnsweredResponse | null };

async function loadOffer(offerId: string, signal: AbortSignal): Promise<Loaded> {
  const [offer, answered] = await Promise.all([getOffer(offerId, signal), getOfferAnswered(offerId, signal).catch(() => null)]);
  return { offer, answered };
}

function OfferHead({ offer, base }: { offer: OfferTalentView; base: string }) {
  const contact = isContactVisible(offer.offerInfo.statusCode);
  return (
    <>
      <section className="ph-section acc-offer-head">
        <span className="acc-offer-logo">{offer.company.logoKey ? <img src={fileUrl(offer.company.logoKey) ?? ''} alt="" /> : (offer.company.companyName[0] ?? '?')}</span>
        <div>
          <p className="acc-offer-company">{offer.company.companyName}</p>
          <p className="ph-muted acc-small">Offered {formatDate(offer.createdAt)}</p>
        </div>
      </section>
      <section className="ph-section">
        <h2 className="ph-section-title">Job</h2>
        <Link to={`${base}/${offer.jobInfo.jobId}`} className="acc-row acc-row--card">
          <span className="acc-row__title">{offer.jobInfo.title}</span>
          <span className="acc-row__meta">{offer.jobInfo.jobSpecializations.map((s) => s.name).join(', ')}</span>
        </Link>
        {offer.resumeTitle ? <p className="ph-muted acc-small">For your resume: {offer.resumeTitle}</p> : null}
      </section>
      <section className="ph-section">
        <h2 className="ph-section-title">Offer</h2>
        <p className="acc-pre">{offer.offer.offerIndex}</p>
      </section>
      <section className="ph-section">
        <h2 className="ph-section-title">Contact</h2>
        {contact ? (
          <dl className="acc-info acc-info--plain">
            <div className="acc-info__row">
              <dt>Phone</dt>
              <dd>{formatPhone(offer.company.phoneNumber) || '-'}</dd>
            </div>
            <div className="acc-info__row">
              <dt>E-mail</dt>
              <dd>{offer.company.email ?? '-'}</dd>
            </div>
          </dl>
        ) : (
          <p className="ph-muted">The company's contact information is shown after you accept the offer.</p>
        )}
      </section>
    </>
  );
}

/** /myPage/view/offer/{offerId}: the offer and its answer ('Not responded' when none). */
export function OfferView() {
  const { offerId = '' } = useParams();
  const state = useApiQuery(['account', 'loadOffer', offerId], (signal) => loadOffer(offerId, signal));
  return (
    <div className="ph-page">
      <ScreenHeader title="Application offer" />
      <Async state={state}>
        {({ offer, answered }) => {
          const info = answered?.offerInfo ?? offer.offerInfo;
          const waiting = info.statusCode === OFFER_WAITING;
          return (
            <>
              <OfferHead offer={offer} base={`/myPage/view/offer/${offer.offerId}/ad`} />
              <section className="ph-section">
                <h2 className="ph-section-title">My answer</h2>
                <p>
                  <Badge tone={info.answerCode === '033A' ? 'success' : info.answerCode ? 'default' : 'warning'}>{answerLabel(info.answerCode)}</Badge>
                  {answered?.answeredAt ? <span className="ph-muted acc-small"> {formatDate(answered.answeredAt)}</span> : null}
                </p>
                {info.answerIndex ? <p className="acc-pre acc-answer">{info.answerIndex}</p> : null}
              </section>
              {waiting ? (
                <BottomBar>
                  <Link to={`/myPage/view/offer/${offer.offerId}/edit`} className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
                    Answer the offer
                  </Link>
                </BottomBar>
              ) : null}
            </>
          );
        }}
      </Async>
    </div>
  );
}

/** /myPage/view/offer/{offerId}/edit: the answer form (033A, 033B, 033C with a text; both required). */
export function OfferAnswer() {
  const { offerId = '' } = useParams();
  const navigate = useNavigate();
  const state = useApiQuery(['account', 'loadOffer', offerId], (signal) => loadOffer(offerId, signal));
  const [answerCode, setAnswerCode] = useState<string | null>(null);
  const [answerIndex, setAnswerIndex] = useState('');
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = validateAnswer(answerCode, answerIndex);
    setErrors(found);
    if (found.answerCode || found.answerIndex || !answerCode) return;
    setBusy(true);
    setFailure(null);
    try {
      await answerOffer(offerId, { answerCode: answerCode as '033A' | '033B' | '033C', answerIndex: answerIndex.trim() });
      navigate(`/myPage/view/offer/${offerId}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ph-page">
      <ScreenHeader title="Answer the offer" />
      <Async state={state}>
        {({ offer }) =>
          offer.offerInfo.statusCode !== OFFER_WAITING ? (
            <div className="acc-page">
              <p className="acc-summary">This offer was already answered: {answerLabel(offer.offerInfo.answerCode)}.</p>
              <Link to={`/myPage/view/offer/${offer.offerId}`}>See the offer</Link>
            </div>
          ) : (
            <>
              <OfferHead offer={offer} base={`/myPage/view/offer/${offer.offerId}/edit`} />
              <form
                className="ph-section ph-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <fieldset className="acc-answer-options">
                  <legend className="ph-field__label">Your answer</legend>
                  {ANSWER_OPTIONS.map((o) => (
                    <label key={o.value} className={`acc-radio${answerCode === o.value ? ' acc-radio--on' : ''}`}>
                      <input
                        type="radio"
                        name="answerCode"
                        value={o.value}
                        checked={answerCode === o.value}
                        onChange={() => {
                          setAnswerCode(o.value);
                          setErrors((e) => ({ ...e, answerCode: undefined }));
                        }}
                      />
                      {o.label}
                    </label>
                  ))}
                  {errors.answerCode ? (
                    <p className="ph-field__error" role="alert">
                      {errors.answerCode}
                    </p>
                  ) : null}
                </fieldset>
                <Textarea id="offer-answer" label="Message to the company" value={answerIndex} onChange={(text) => { setAnswerIndex(text); setErrors((e) => ({ ...e, answerIndex: undefined })); }} max={ANSWER_INDEX_MAX} rows={5} error={errors.answerIndex} placeholder="Thank you for the offer…" />
                {answerCode === '033A' ? <p className="ph-muted acc-small">When you are interested, the company can see your contact information.</p> : null}
                {failure ? (
                  <p className="acc-failure" role="alert">
                    {failure}
                  </p>
                ) : null}
                <BottomBar>
                  <Button type="submit" size="lg" block loading={busy}>
                    Send answer
                  </Button>
                </BottomBar>
              </form>
            </>
          )
        }
      </Async>
    </div>
  );
}
