import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { Modal } from '@phjobs/ui/components/Modal';
import { Pagination } from '@phjobs/ui/components/Pagination';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchApplicantOffers, type ApplicantOffer } from '../../api/offers';
import { BusinessOnlyScreen, isBusinessUser } from '../../components/BusinessOnly';
import { TalentHeader } from '../../components/TalentHeader';
import { answerLabel, canConfirmAndLeave, careerText, offerStatusLabel, offerStatusTone } from './offer-texts';
import '../../offers.css';

const PAGE_UNIT = 10;

/**
 * /offer, 'Application Offer': the company's sent offers (GET /api/offer/applicantOffers), newest
 * first, ten a page (?page=), with offerStatics (total, accept, reject, waiting). A row opens
 * /offer/{offerId}; its button confirms and leaves an offer answered 033B/033C, otherwise views
 * the talent's resume (/offer/{offerId}/resume/{resumeId}).
 */
export function OfferListScreen() {
  const userType = useSession((s) => s.user?.userType ?? null);
  const business = isBusinessUser(userType);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const state = useApiQuery(['talent', 'applicantOffers', page], (signal) => fetchApplicantOffers(page, PAGE_UNIT, signal), { enabled: business });
  const [confirming, setConfirming] = useState<ApplicantOffer | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="ph-page tal-offers">
      <TalentHeader title="Application Offer" />
      {business ? (
        <Async state={state}>
          {({ list, count, offerStatics: s }) => (
            <>
              <dl className="tal-statics" aria-label="Offer statistics">
                <div>
                  <dt>Total</dt>
                  <dd data-testid="statics-total">{formatCount(s.total)}</dd>
                </div>
                <div>
                  <dt>Accept</dt>
                  <dd data-testid="statics-accept">{formatCount(s.accept)}</dd>
                </div>
                <div>
                  <dt>Reject</dt>
                  <dd data-testid="statics-reject">{formatCount(s.reject)}</dd>
                </div>
                <div>
                  <dt>Waiting</dt>
                  <dd data-testid="statics-waiting">{formatCount(s.waiting)}</dd>
                </div>
              </dl>
              {list.length === 0 ? (
                <p className="ph-section ph-muted">No data.</p>
              ) : (
                <ul className="tal-offer-rows">
                  {list.map((o) => (
                    <li key={o.offerId} className="tal-offer-row" data-testid="offer-row">
                      <div className="tal-offer-row__head">
                        <Badge tone={offerStatusTone(o.statusCode)}>
                          <span data-testid="offer-status" data-code={o.statusCode}>
                            {offerStatusLabel(o.statusCode)}
                          </span>
                        </Badge>
                        <span className="ph-muted tal-small">{formatDate(o.createdAt)}</span>
                      </div>
                      <Link to={`/offer/${o.offerId}`} className="tal-offer-row__title">
                        {o.fullName}
                      </Link>
                      <p className="tal-offer-row__sub">
                        {o.title} · {careerText(o.totalNumberOfMonthsInCareer)}
                      </p>
                      <p className="ph-muted tal-small">For {o.jobTitle}</p>
                      {o.specialization.length > 0 ? (
                        <ul className="tal-chips" aria-label="Specialization">
                          {o.specialization.map((sp) => (
                            <li key={sp.code} data-code={sp.code}>
                              <Badge tone="muted">{sp.name}</Badge>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <div className="tal-offer-row__actions">
                        {canConfirmAndLeave(o.answerCode) ? (
                          <Button variant="outline" size="sm" onClick={() => setConfirming(o)}>
                            Confirm
                          </Button>
                        ) : o.resumeId !== null ? (
                          <Link to={`/offer/${o.offerId}/resume/${o.resumeId}`} className="ph-btn ph-btn--outline ph-btn--sm">
                            View resume
                          </Link>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={page} total={count} pageSize={PAGE_UNIT} onChange={(p) => setParams({ page: String(p) })} />
            </>
          )}
        </Async>
      ) : (
        <BusinessOnlyScreen />
      )}
      <Modal
        open={confirming !== null}
        title="Offer answered"
        onClose={() => setConfirming(null)}
        footer={
          <Button
            block
            onClick={() => {
              setConfirming(null);
              // Confirm and leave: back where the company came from (its my page when /offer was the first page).
              if (location.key !== 'default') navigate(-1);
              else navigate('/myPage');
            }}
          >
            Confirm
          </Button>
        }
      >
        {confirming ? (
          <p>
            {confirming.fullName} answered: <strong>{answerLabel(confirming.answerCode)}</strong>
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
