import { useReducer, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '@phjobs/web-core/router';
import type { EventListItem } from '@phjobs/contracts/community';
import { Async } from '@phjobs/ui/components/Async';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { BackIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { fetchEvent, fetchEvents, PAGE_UNIT } from '../../api/support';
import '../../support.css';
import { DROPDOWNS, EVENT_TABS, eventFilterReducer, formatDate, initialEventFilter, statusOf } from '../../domain/eventFilter';

/** /event: Notice (default), Event and Winner Announcement; keyword panel; the Event tab's status dropdown; Total; endless list. */
export function EventList() {
  const [filter, dispatch] = useReducer(eventFilterReducer, undefined, () => initialEventFilter());
  const [draft, setDraft] = useState('');
  const statusCode = statusOf(filter);
  const list = useEndlessQuery(
    ['community', 'events', filter.category, filter.keyword, statusCode],
    (pageNo, signal) => fetchEvents({ category: filter.category, keyword: filter.keyword, statusCode }, pageNo, signal),
    PAGE_UNIT,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'search', keyword: draft });
  };

  return (
    <div className="support">
      <header className="support-head">
        <h1 className="support-head__title">Events and notices</h1>
        <button type="button" className="ph-btn ph-btn--ghost ph-btn--sm" aria-expanded={filter.searchOpen} aria-controls="event-search" onClick={() => dispatch({ type: 'toggleSearch' })}>
          <SearchIcon width={18} height={18} /> Search
        </button>
      </header>
      <Tabs
        label="Category"
        items={EVENT_TABS}
        value={filter.category}
        onChange={(category) => {
          setDraft('');
          dispatch({ type: 'tab', category });
        }}
      >
        {filter.searchOpen ? (
          <form id="event-search" className="support-search" role="search" onSubmit={submit}>
            <input className="ph-input" type="search" aria-label="Keyword" placeholder="Search by keyword" value={draft} onChange={(e) => setDraft(e.target.value)} />
            <button type="submit" className="ph-btn ph-btn--primary ph-btn--md">
              Search
            </button>
          </form>
        ) : null}
        <div className="support-bar">
          <p className="support-total">
            Total <strong>{list.total ?? 0}</strong>
          </p>
          {filter.category === '022A' ? (
            <label className="support-status">
              <span className="ph-visually-hidden">Status</span>
              <select className="ph-select" data-dropdown-id="event_status" value={filter.statusCode} onChange={(e) => dispatch({ type: 'status', id: e.currentTarget.dataset.dropdownId ?? '', value: e.target.value })}>
                {DROPDOWNS.event_status.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <EndlessList list={list} keyOf={(item) => item.eventId} renderItem={(item) => <EventRow item={item} />} />
      </Tabs>
    </div>
  );
}

function EventRow({ item }: { item: EventListItem }) {
  return (
    <Link to={`/event/${item.eventId}`} className={`support-row${item.isSignificant ? ' support-row--significant' : ''}`}>
      {item.thumbnailKey ? <img className="support-row__thumb" src={fileUrl(item.thumbnailKey) ?? ''} alt="" width={72} height={72} loading="lazy" /> : null}
      <span className="support-row__main">
        <span className="support-row__title">
          {item.isSignificant ? <Badge tone="accent">Important</Badge> : null} {item.title}
        </span>
        <span className="support-row__meta">
          {formatDate(item.activeStartAt)}
          {item.activeEndAt ? ` – ${formatDate(item.activeEndAt)}` : ''}
          {item.categoryCode === '022A' ? <Badge tone={item.statusCode === '027A' ? 'accent' : 'default'}>{item.statusCode === '027A' ? 'Ongoing' : 'End'}</Badge> : null}
        </span>
      </span>
    </Link>
  );
}

/** /event/{id}: back, title, start date, image, body (HTML sanitised by the service when written; inert here). */
export function EventDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const event = useApiQuery(['community', 'event', id], (signal) => fetchEvent(id, signal));
  return (
    <div className="support">
      <header className="support-head support-head--detail">
        <button type="button" className="support-back" aria-label="Back" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/event'))}>
          <BackIcon width={22} height={22} />
        </button>
      </header>
      <Async state={event}>
        {(item) => (
          <article className="support-article">
            <h1 className="support-article__title">{item.title}</h1>
            <p className="support-article__date">{formatDate(item.activeStartAt)}</p>
            {item.attachKey ?? item.thumbnailKey ? <img className="support-article__img" src={fileUrl(item.attachKey ?? item.thumbnailKey) ?? ''} alt="" width={720} height={360} /> : null}
            {/* the service sanitises the HTML when it is written (no script, handlers or javascript: URLs); React never runs scripts of innerHTML */}
            <div className="support-article__body" dangerouslySetInnerHTML={{ __html: item.index }} />
          </article>
        )}
      </Async>
    </div>
  );
}
