import { Link, useSearchParams } from '@phjobs/web-core/router';
import type { ApplicationOffersResponse, ResumeAudienceItem } from '@phjobs/contracts/talent';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { formatDate, formatPhone } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { getApplicationOffers, getAudience } from '../../api/talent';
import { ScreenHeader } from '../../components/ScreenHeader';
import { answerLabel, offerLink, OFFER_WAITING } from '../../domain/offers';
import { specializationName } from '../../domain/places';

type ViewTab = 'viewed' | 'offer' | 'scrap';
const TABS: readonly { value: ViewTab; label: string }[] = [
  { value: 'viewed', label: 'Viewed resumes' },
  { value: 'offer', label: 'Application offers' },
  { value: 'scrap', label: 'Scrapped resumes' },
];
const tabOf = (v: string | null): ViewTab => (v === 'offer' || v === 'scrap' ? v : 'viewed');

type OfferItem = ApplicationOffersResponse['list'][number];

/** /myPage/view?tab=viewed|offer|scrap: companies that viewed or scrapped my resumes, and the offers I received. */
export function MyView() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <div className="ph-page">
      <ScreenHeader title="Resume views and offers" />
      <Tabs
        label="Views and offers"
        items={TABS}
        value={tab}
        onChange={(next) => {
          const p = new URLSearchParams(params);
          p.set('tab', next);
          setParams(p, { replace: true });
        }}
      >
        {tab === 'offer' ? <OfferList /> : <AudienceList key={tab} kind={tab === 'scrap' ? 'scrapped' : 'viewed'} />}
      </Tabs>
    </div>
  );
}

function AudienceList({ kind }: { kind: 'viewed' | 'scrapped' }) {
  const list = useEndlessQuery<ResumeAudienceItem>(['account', 'audienceList', kind], async (pageNo, signal) => {
      const answer = await getAudience(kind, pageNo, signal);
      return { items: answer.list, total: answer.count };
    }, 10, { restore: false });
  return (
    <>
      <p className="ph-count-line acc-list-count">{list.total === null ? '\u00a0' : `${list.total} ${kind === 'viewed' ? 'views' : 'scraps'}`}</p>
      <EndlessList
        list={list}
        keyOf={(r, i) => `${r.resumeId}-${r.companyName}-${i}`}
        renderItem={(r) => (
          <Link to={`/myPage/view/resume/${r.resumeId}`} className="acc-row">
            <span className="acc-row__title">{r.companyName}</span>
            <span className="acc-row__meta">{[specializationName(r.specializationCode), [r.city, r.province].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</span>
            <span className="acc-row__meta">
              Resume: {r.title}
            </span>
            <span className="acc-row__meta">
              {kind === 'viewed' ? 'Viewed' : 'Scrapped'} {formatDate(r.createdAt)}
              {r.phoneNumber ? ` · ${formatPhone(r.phoneNumber)}` : ''}
            </span>
          </Link>
        )}
      />
    </>
  );
}

function OfferList() {
  const list = useEndlessQuery<OfferItem>(['account', 'offerList'], async (pageNo, signal) => {
      const answer = await getApplicationOffers(pageNo, signal);
      return { items: answer.list, total: answer.count };
    }, 10, { restore: false });
  return (
    <>
      <p className="ph-count-line acc-list-count">{list.total === null ? '\u00a0' : `${list.total} offers`}</p>
      <EndlessList
        list={list}
        keyOf={(o) => o.offerId}
        renderItem={(o) => (
          <Link to={offerLink(o)} className="acc-row">
            <span className="acc-row__badges">
              {o.statusCode === OFFER_WAITING ? <Badge tone="warning">Waiting for your answer</Badge> : <Badge tone={o.answerCode === '033A' ? 'success' : 'default'}>{answerLabel(o.answerCode)}</Badge>}
              <span className="ph-muted acc-small">{formatDate(o.createdAt)}</span>
            </span>
            <span className="acc-row__title">{o.jobTitle}</span>
            <span className="acc-row__meta">
              {o.companyName}
              {o.city || o.province ? ` · ${[o.city, o.province].filter(Boolean).join(', ')}` : ''}
            </span>
            <span className="acc-row__meta">
              {o.jobSpecialization.map((s) => s.name).join(', ')}
              {o.resumeTitle ? ` · Resume: ${o.resumeTitle}` : ''}
            </span>
          </Link>
        )}
      />
    </>
  );
}
