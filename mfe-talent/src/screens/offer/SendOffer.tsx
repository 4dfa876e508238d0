import { useState } from 'react';
import { useNavigate, useParams } from '@phjobs/web-core/router';
import { OFFER_INDEX_MAX, OFFER_MESSAGES } from '@phjobs/contracts/messages';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { formatDate } from '@phjobs/ui/format';
import { ApiError } from '@phjobs/web-core/api';
import { queryClient, useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchOngoingAds, fetchResumeOffers, fetchTalentResume, sendOffer, type OwnAds, type ResumeOffers } from '../../api/offers';
import { BusinessOnlyScreen, isBusinessUser } from '../../components/BusinessOnly';
import { TalentHeader } from '../../components/TalentHeader';
import '../../offers.css';

/**
 * Send application offer (employer.md): /talent/{slug}/{id}/offer and /myPage/talent/{id}/offer.
 * Step 0 picks one of the company's Ongoing ads (those already offered to this talent are marked
 * and cannot be picked: one offer per resume and ad); step 1 the offer text; submitting at step 1
 * sends POST /api/offer and leaves (back to the resume). Back on step 0 leaves; on step 1 returns
 * to step 0. Business users only: others read the login prompt.
 */
export function SendOfferScreen({ from }: { from: 'talent' | 'myPage' }) {
  const params = useParams();
  const resumeId = Number(params.id);
  const userType = useSession((s) => s.user?.userType ?? null);
  if (!Number.isSafeInteger(resumeId) || resumeId < 1) return <NotFound />;
  if (!isBusinessUser(userType)) {
    return (
      <div className="ph-page">
        <TalentHeader title="Send offer" />
        <BusinessOnlyScreen />
      </div>
    );
  }
  const back = from === 'myPage' ? `/myPage/talent/${resumeId}` : `/talent/${params.slug ?? 'all'}/${resumeId}`;
  return <OfferSteps resumeId={resumeId} back={back} userType={userType} />;
}

function OfferSteps({ resumeId, back, userType }: { resumeId: number; back: string; userType: string | null }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const [jobId, setJobId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const talent = useApiQuery(['talent', 'talentResume', resumeId, userType], (signal) => fetchTalentResume(resumeId, userType, signal));
  const ads = useApiQuery(['talent', 'ongoingAds', resumeId], async (signal) => {
    const [own, sent] = await Promise.all([fetchOngoingAds(signal), fetchResumeOffers(resumeId, signal)]);
    return { own, sent };
  });

  const submit = async () => {
    if (jobId === null) return setStep(0);
    if (!text.trim()) return setError(OFFER_MESSAGES.offerIndexRequired);
    setBusy(true);
    setError(null);
    try {
      await sendOffer({ resumeId, jobId, offerIndex: text });
      await queryClient.invalidateQueries({ queryKey: ['talent'] });
      navigate(back, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields?.offerIndex ?? e.fields?.jobId ?? e.message) : 'The offer could not be sent. Please try again.');
      setBusy(false);
    }
  };

  return (
    <div className="ph-page tal-send">
      <TalentHeader title="Send offer" onBack={() => (step === 1 ? setStep(0) : navigate(-1))} />
      <Async state={talent}>
        {(t) => (
          <p className="tal-send__to">
            To <strong>{t.userInfo.fullName}</strong> · {t.resumeInfo.title}
          </p>
        )}
      </Async>
      <ol className="tal-steps" aria-label="Steps">
        <li className={step === 0 ? 'tal-steps__now' : ''} aria-current={step === 0 ? 'step' : undefined}>
          1. Job ad
        </li>
        <li className={step === 1 ? 'tal-steps__now' : ''} aria-current={step === 1 ? 'step' : undefined}>
          2. Offer
        </li>
      </ol>
      {step === 0 ? (
        <Async state={ads}>
          {({ own, sent }) => (
            <AdChoice
              own={own}
              sent={sent}
              jobId={jobId}
              onPick={(id) => {
                setJobId(id);
                setError(null);
              }}
            />
          )}
        </Async>
      ) : (
        <section className="ph-section">
          <Textarea
            id="offerIndex"
            label="Offer"
            value={text}
            max={OFFER_INDEX_MAX}
            rows={8}
            placeholder="Tell the talent about the position and how to reach you."
            error={error}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
          />
        </section>
      )}
      <BottomBar label="Send offer">
        {step === 0 ? (
          <Button size="lg" block disabled={jobId === null} onClick={() => setStep(1)}>
            Next
          </Button>
        ) : (
          <Button size="lg" block loading={busy} disabled={busy || !text.trim()} onClick={() => void submit()}>
            Send offer
          </Button>
        )}
      </BottomBar>
    </div>
  );
}

function AdChoice({ own, sent, jobId, onPick }: { own: OwnAds; sent: ResumeOffers; jobId: number | null; onPick: (jobId: number) => void }) {
  const offered = new Map(sent.list.map((o) => [o.jobId, o]));
  if (own.list.length === 0) return <p className="ph-section ph-muted">You have no ongoing job ads. Register a job ad first.</p>;
  return (
    <fieldset className="ph-section tal-ads">
      <legend className="ph-section-title">Choose one of your ongoing job ads</legend>
      {own.list.map((ad) => {
        const done = offered.has(ad.jobId);
        return (
          <label key={ad.jobId} className={`tal-ad${jobId === ad.jobId ? ' tal-ad--picked' : ''}${done ? ' tal-ad--done' : ''}`}>
            <input type="radio" name="jobId" value={ad.jobId} checked={jobId === ad.jobId} disabled={done} onChange={() => onPick(ad.jobId)} />
            <span className="tal-ad__text">
              <span className="tal-ad__title">{ad.title}</span>
              <span className="ph-muted tal-small">Posted {formatDate(ad.createdAt)}</span>
            </span>
            {done ? <Badge tone="muted">Offered</Badge> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
