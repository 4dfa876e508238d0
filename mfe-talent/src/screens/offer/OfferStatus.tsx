import { Link, useParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { formatDate } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchResumeOffers } from '../../api/offers';
import { BusinessOnlyScreen, isBusinessUser } from '../../components/BusinessOnly';
import { TalentHeader } from '../../components/TalentHeader';
import { answerLabel, offerStatusLabel, offerStatusTone } from './offer-texts';
import '../../offers.css';

/** /talent/{slug}/{id}/status: the state of the company's offers to this talent (GET /api/offer/resume/{resumeId}), newest first. */
export function OfferStatusScreen() {
  const { slug = 'all', id: raw } = useParams();
  const resumeId = Number(raw);
  const userType = useSession((s) => s.user?.userType ?? null);
  const business = isBusinessUser(userType);
  const state = useApiQuery(['talent', 'resumeOffers', resumeId], (signal) => fetchResumeOffers(resumeId, signal), { enabled: business && Number.isSafeInteger(resumeId) && resumeId > 0 });
  if (!Number.isSafeInteger(resumeId) || resumeId < 1) return <NotFound />;
  return (
    <div className="ph-page">
      <TalentHeader title="Offer status" />
      {business ? (
        <Async state={state}>
          {({ list }) =>
            list.length === 0 ? (
              <section className="ph-section">
                <p className="ph-muted">No offer was sent to this talent yet.</p>
                <Link to={`/talent/${slug}/${resumeId}/offer`} className="ph-btn ph-btn--primary ph-btn--md">
                  Send offer
                </Link>
              </section>
            ) : (
              <ul className="tal-offer-rows">
                {list.map((o) => (
                  <li key={o.offerId} className="tal-offer-row">
                    <div className="tal-offer-row__head">
                      <Badge tone={offerStatusTone(o.statusCode)}>
                        <span data-testid="offer-status">{offerStatusLabel(o.statusCode)}</span>
                      </Badge>
                      <span className="ph-muted tal-small">Sent {formatDate(o.createdAt)}</span>
                    </div>
                    <Link to={`/offer/${o.offerId}`} className="tal-offer-row__title">
                      {o.jobTitle}
                    </Link>
                    <p className="tal-offer-row__text">{o.offerIndex}</p>
                    <p className="tal-small">
                      <strong>Answer:</strong> {answerLabel(o.answerCode)}
                      {o.answeredAt ? <span className="ph-muted"> ({formatDate(o.answeredAt)})</span> : null}
                    </p>
                    {o.answerIndex ? <p className="tal-offer-row__text">{o.answerIndex}</p> : null}
                  </li>
                ))}
              </ul>
            )
          }
        </Async>
      ) : (
        <BusinessOnlyScreen />
      )}
    </div>
  );
}
