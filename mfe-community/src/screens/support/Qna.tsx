import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '@phjobs/web-core/router';
import { QNA_DETAIL_LABEL, QNA_MAJOR_CATEGORY, QNA_STATUS } from '@phjobs/contracts/codes';
import type { QnaDetail, QnaListItem } from '@phjobs/contracts/community';
import { COMMUNITY_MESSAGES as M } from '@phjobs/contracts/messages';
import { Async, PageSpinner } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { BackIcon } from '@phjobs/ui/components/Icons';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchQna, fetchQnaList, PAGE_UNIT } from '../../api/support';
import { formatDate } from '../../domain/eventFilter';
import { LoginRequired } from './LoginRequired';
import '../../support.css';

const label = (table: Record<string, string>, code: string) => table[code] ?? code;

/** Whether the session is known: a visitor sees the login-required dialog. */
export function useMember(): 'unknown' | 'visitor' | 'member' {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  if (status !== 'ready') return 'unknown';
  return user ? 'member' : 'visitor';
}

/** /qna: My inquiry list, keyword search (optional), 'There are no registered inquiries.'. */
export function QnaList() {
  const member = useMember();
  const email = useSession((s) => s.user?.email ?? '');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useEndlessQuery(['community', 'qna', email, keyword], (pageNo, signal) => fetchQnaList(keyword, pageNo, signal), PAGE_UNIT, { enabled: member === 'member' });
  if (member === 'unknown') return <PageSpinner />;
  if (member === 'visitor') return <LoginRequired what="see your inquiries" />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
  };
  const empty = list.status === 'done' && list.items.length === 0;
  return (
    <div className="support">
      <header className="support-head">
        <h1 className="support-head__title">My inquiry</h1>
        <Link to="/faq/register" className="ph-btn ph-btn--primary ph-btn--sm">
          Submit an inquiry
        </Link>
      </header>
      <form className="support-search" role="search" onSubmit={submit}>
        <input className="ph-input" type="search" aria-label="Keyword" placeholder="Search my inquiries" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="ph-btn ph-btn--primary ph-btn--md">
          Search
        </button>
      </form>
      <p className="support-total">
        Total <strong>{list.total ?? 0}</strong>
      </p>
      {empty ? <p className="home-empty">{M.noInquiries}</p> : <EndlessList list={list} keyOf={(item) => item.qnaId} renderItem={(item) => <QnaRow item={item} />} />}
    </div>
  );
}

function StatusBadge({ code }: { code: QnaListItem['statusCode'] }) {
  return <Badge tone={code === '024A' ? 'accent' : 'default'}>{label(QNA_STATUS, code)}</Badge>;
}

function QnaRow({ item }: { item: QnaListItem }) {
  return (
    <Link to={`/qna/${item.qnaId}`} className="support-row">
      <span className="support-row__main">
        <span className="support-row__meta">
          <StatusBadge code={item.statusCode} /> {label(QNA_MAJOR_CATEGORY, item.majorCategoryCode)} · {label(QNA_DETAIL_LABEL, item.detailCategoryCode)}
        </span>
        <span className="support-row__title support-row__title--clamp">{item.index}</span>
        <span className="support-row__meta">{formatDate(item.createdAt)}</span>
      </span>
    </Link>
  );
}

/** /qna/{id}: the inquiry, its images, the answer (or the note that answers come in turn, also by e-mail), additional inquiries, and 'Additional inquiry'. */
export function QnaDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const member = useMember();
  const qna = useApiQuery(['community', 'qnaDetail', id], (signal) => fetchQna(id, signal), { enabled: member === 'member' });
  if (member === 'unknown') return <PageSpinner />;
  if (member === 'visitor') return <LoginRequired what="see your inquiries" />;
  return (
    <div className="support">
      <header className="support-head support-head--detail">
        <button type="button" className="support-back" aria-label="Back" onClick={() => navigate('/qna')}>
          <BackIcon width={22} height={22} />
        </button>
        <h1 className="support-head__title">Inquiry</h1>
      </header>
      <Async state={qna}>
        {(item) => (
          <>
            <QnaBlock item={item} />
            {item.additionalList.map((more) => (
              <QnaBlock key={more.qnaId} item={more} additional />
            ))}
            <p className="support-note" role="note">
              {M.answerNote}
            </p>
            <Link to={`/qna/${item.qnaId}/register`} className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
              Additional inquiry
            </Link>
          </>
        )}
      </Async>
    </div>
  );
}

function QnaBlock({ item, additional = false }: { item: Omit<QnaDetail, 'additionalList'>; additional?: boolean }) {
  return (
    <article className="support-qna">
      <p className="support-row__meta">
        <StatusBadge code={item.statusCode} /> {additional ? 'Additional inquiry · ' : ''}
        {label(QNA_MAJOR_CATEGORY, item.majorCategoryCode)} · {label(QNA_DETAIL_LABEL, item.detailCategoryCode)} · {formatDate(item.createdAt)}
      </p>
      <p className="support-qna__text">{item.index}</p>
      {item.attachmentList.length > 0 ? (
        <ul className="support-qna__images">
          {item.attachmentList.map((a) => (
            <li key={a.key}>
              <img src={fileUrl(a.key) ?? ''} alt={a.fileName} width={96} height={96} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="support-row__meta">Reply to: {item.email}</p>
      {item.answer ? (
        <div className="support-qna__answer">
          <p className="support-qna__answer-head">Answer{item.answeredAt ? ` · ${formatDate(item.answeredAt)}` : ''}</p>
          <p className="support-qna__text">{item.answer}</p>
        </div>
      ) : null}
    </article>
  );
}
