import { useState } from 'react';
import { Link, useParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { Button } from '@phjobs/ui/components/Button';
import { Modal } from '@phjobs/ui/components/Modal';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { formatDate } from '@phjobs/ui/format';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { ageOf, genderLabel } from '@phjobs/web-core/resume-texts';
import { useSession } from '@phjobs/web-core/session';
import { fetchOfferDetail, fetchOfferedAd } from '../../api/offers';
import { BusinessOnlyScreen, isBusinessUser } from '../../components/BusinessOnly';
import { TalentHeader } from '../../components/TalentHeader';
import { CONTACT_DIALOG } from '../resume/TalentResume';
import { answerLabel, offerStatusLabel, offerStatusTone } from './offer-texts';
import '../../offers.css';

const useOfferId = (name: 'offerId') => {
  const value = Number(useParams()[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * /offer/{offerId}: the company's own offer (GET /api/offer/detail/{offerId}): its state and
 * answer, the offered ad (/offer/{offerId}/ad/{jobId}) and the talent (/offer/{offerId}/resume/{resumeId});
 * the contact once the talent accepted (032B), else 'View' with the dialog.
 */
export function OfferDetailScreen() {
  const offerId = useOfferId('offerId');
  const business = isBusinessUser(useSession((s) => s.user?.userType ?? null));
  const state = useApiQuery(['talent', 'offerDetail', offerId], (signal) => fetchOfferDetail(offerId ?? 0, signal), { enabled: business && offerId !== null });
  const [asked, setAsked] = useState(false);
  if (offerId === null) return <NotFound />;
  return (
    <div className="ph-page">
      <TalentHeader title="Application Offer" />
      {business ? (
        <Async state={state}>
          {(d) => {
            const r = d.resumeInfo;
            const age = ageOf(r.birthDate);
            const photo = fileUrl(r.phtoKey);
            const contact = (value: string | null, label: string) =>
              d.isContactVisible ? (
                (value ?? '-')
              ) : (
                <button type="button" className="tal-view-btn" aria-label={`View ${label}`} onClick={() => setAsked(true)}>
                  View
                </button>
              );
            return (
              <>
                <section className="ph-section tal-offer-detail">
                  <div className="tal-offer-row__head">
                    <Badge tone={offerStatusTone(d.offerInfo.statusCode)}>
                      <span data-testid="offer-status">{offerStatusLabel(d.offerInfo.statusCode)}</span>
                    </Badge>
                    <span className="ph-muted tal-small">Sent {formatDate(d.offerInfo.createdAt)}</span>
                  </div>
                  <h2 className="tal-resume__title">
                    <Link to={`/offer/${d.offerId}/ad/${d.jobInfo.jobId}`}>{d.jobInfo.title}</Link>
                  </h2>
                  {d.jobInfo.specialization.length > 0 ? (
                    <ul className="tal-chips" aria-label="Specialization">
                      {d.jobInfo.specialization.map((s) => (
                        <li key={s.code}>
                          <Badge tone="muted">{s.name}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <h3 className="tal-resume__sub">Offer</h3>
                  <p className="tal-resume__letter">{d.offerInfo.offerIndex}</p>
                  <h3 className="tal-resume__sub">Answer</h3>
                  <p>
                    <strong data-testid="offer-answer">{answerLabel(d.offerInfo.answerCode)}</strong>
                    {d.offerInfo.answeredAt ? <span className="ph-muted tal-small"> ({formatDate(d.offerInfo.answeredAt)})</span> : null}
                  </p>
                  {d.offerInfo.answerIndex ? <p className="tal-resume__letter">{d.offerInfo.answerIndex}</p> : null}
                </section>
                <section className="ph-section tal-resume__profile" aria-label="Talent">
                  <div className="tal-resume__photo">{photo ? <img src={photo} alt={r.fullName} /> : <span aria-hidden="true">{r.fullName.trim().charAt(0).toUpperCase()}</span>}</div>
                  <div className="tal-resume__who">
                    <h2 className="tal-resume__name">{r.fullName}</h2>
                    <p className="tal-resume__meta">{[genderLabel(r.genderCode), age === null ? null : `${age} years old`].filter(Boolean).join(' · ') || ' '}</p>
                    <dl className="tal-facts" aria-label="Contact">
                      <div>
                        <dt>Address</dt>
                        <dd>{contact(r.address, 'address')}</dd>
                      </div>
                      <div>
                        <dt>Phone</dt>
                        <dd>{contact(r.phoneNumber, 'phone')}</dd>
                      </div>
                      <div>
                        <dt>E-mail</dt>
                        <dd>{contact(r.email, 'e-mail')}</dd>
                      </div>
                    </dl>
                    {r.resumeId !== null ? (
                      <Link to={`/offer/${d.offerId}/resume/${r.resumeId}`} className="ph-btn ph-btn--outline ph-btn--md tal-offer-detail__resume">
                        View resume
                      </Link>
                    ) : (
                      <p className="ph-muted tal-small">The talent deleted this resume.</p>
                    )}
                  </div>
                </section>
              </>
            );
          }}
        </Async>
      ) : (
        <BusinessOnlyScreen />
      )}
      <Modal
        open={asked}
        title="Contact info"
        onClose={() => setAsked(false)}
        footer={
          <Button block onClick={() => setAsked(false)}>
            Confirm
          </Button>
        }
      >
        <p>{CONTACT_DIALOG}</p>
      </Modal>
    </div>
  );
}

/** /offer/{offerId}/ad/{jobId}: the offered ad in short, with the way to the full ad. */
export function OfferAdScreen() {
  const offerId = useOfferId('offerId');
  const jobId = Number(useParams().jobId);
  const valid = offerId !== null && Number.isSafeInteger(jobId) && jobId > 0;
  const state = useApiQuery(['talent', 'offeredAd', jobId], (signal) => fetchOfferedAd(jobId, signal), { enabled: valid });
  if (!valid) return <NotFound />;
  return (
    <div className="ph-page">
      <TalentHeader title="Offered job" />
      <Async state={state}>
        {(ad) => (
          <section className="ph-section tal-offer-detail">
            <p className="ph-muted">{ad.comapnyName}</p>
            <h2 className="tal-resume__title">{ad.title}</h2>
            <p>{ad.statusCode === '012C' ? <Badge tone="success">Ongoing</Badge> : <Badge>Closed</Badge>}</p>
            <dl className="tal-facts">
              <div>
                <dt>Workplace</dt>
                <dd>{ad.workPlace || '-'}</dd>
              </div>
              <div>
                <dt>Posted</dt>
                <dd>{formatDate(ad.jobCreatedAt)}</dd>
              </div>
              <div>
                <dt>Deadline</dt>
                <dd>{ad.jobDeadlineDate ? formatDate(ad.jobDeadlineDate) : 'Until filled'}</dd>
              </div>
            </dl>
            <div className="tal-offer-row__actions">
              <Link to={`/offer/${offerId}`} className="ph-btn ph-btn--outline ph-btn--md">
                Offer
              </Link>
              <Link to={`/ad/all/${ad.jobId}`} className="ph-btn ph-btn--primary ph-btn--md">
                See the full job ad
              </Link>
            </div>
          </section>
        )}
      </Async>
    </div>
  );
}
