import { useCallback, useState, type FormEvent } from 'react';
import { Link } from '@phjobs/web-core/router';
import { LIMITS } from '@phjobs/contracts/codes';
import { codeName, SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { SCRAP_PERIOD_KEYS, SCRAP_PERIODS, type ScrappedTalentItem, type ScrapPeriodKey } from '@phjobs/contracts/talent';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { Chip } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { CountLine } from '@phjobs/ui/components/ListScaffold';
import { formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { fetchScrappedTalents } from '../api/talent';

function Row({ item }: { item: ScrappedTalentItem }) {
  const place = [item.city, item.province].filter(Boolean).join(', ');
  const specialization = item.specializationCode ? (codeName(SPECIALIZATION_TREE, item.specializationCode) ?? item.specializationCode) : null;
  const body = (
    <>
      <span className="talent-scrap-row__title">{item.title}</span>
      <span className="talent-scrap-row__meta">
        {item.fullName}
        {specialization ? ` · ${specialization}` : ''}
        {place ? ` · ${place}` : ''}
      </span>
      <span className="talent-scrap-row__meta">
        {item.companyName ? `Latest career: ${item.companyName} · ` : ''}
        {item.phoneNumber ? `${item.phoneNumber} · ` : ''}Scrapped {formatDate(item.createdAt)}
        {item.isPublished ? '' : ' · No longer published'}
      </span>
    </>
  );
  return item.isPublished ? (
    <Link className="talent-scrap-row" to={`/myPage/talent/${item.resumeId}`}>
      {body}
    </Link>
  ) : (
    <div className="talent-scrap-row talent-scrap-row--off">{body}</div>
  );
}

/** /myPage/talent: the company's scrapped talents with the period chips and a keyword. */
export function ScrappedTalents() {
  const status = useSession((s) => s.status);
  const userType = useSession((s) => s.user?.userType);
  const [period, setPeriod] = useState<ScrapPeriodKey | ''>('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const key = JSON.stringify([period, keyword]);
  const fetchPage = useCallback(
    (pageNo: number, signal: AbortSignal) => fetchScrappedTalents({ pageNo, keyword, from: period }, signal).then((r) => ({ items: r.list, total: r.count })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key covers every input
    [key],
  );
  const business = isCompanyType(userType);
  const list = useEndlessQuery<ScrappedTalentItem>(['talent', 'scraps', key], fetchPage, LIMITS.pageUnit, { enabled: business });
  if (status !== 'ready') return <PageSpinner />;
  if (!business) return <p className="ph-endless__end ph-endless__end--empty">Only Business members can view</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(typed.trim());
  };
  const count = list.status === 'loading' && list.pageNo === 0 ? null : (list.total ?? list.items.length);
  return (
    <div className="talent-list-screen">
      <h1 className="ph-screen-title">Scrapped talents</h1>
      <div className="talent-chip-row" role="group" aria-label="Period">
        {SCRAP_PERIOD_KEYS.map((k) => (
          <Chip key={k} selected={period === k} onClick={() => setPeriod(period === k ? '' : k)}>
            {SCRAP_PERIODS[k]}
          </Chip>
        ))}
      </div>
      <form className="talent-keyword" role="search" onSubmit={submit}>
        <input className="ph-input" type="search" aria-label="Keyword" placeholder="Title or name" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="ph-btn">
          Search
        </button>
      </form>
      <CountLine count={count} unit="talents" />
      <EndlessList list={list} keyOf={(item) => item.resumeId} renderItem={(item) => <Row item={item} />} />
    </div>
  );
}
