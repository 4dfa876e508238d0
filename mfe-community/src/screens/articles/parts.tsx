import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import type { ArticleListItem } from '@phjobs/contracts/community-articles';
import { causeOf } from '@phjobs/ui/cause';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { BackIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { formatCount, formatDate } from '@phjobs/ui/format';
import type { Reloadable } from '@phjobs/ui/request-state';
import { fileUrl } from '@phjobs/web-core/api';
import { viewsLabel } from '../../domain/articles';
// the carousel of the home (its styles come with the home's chunk, which every page of this remote loads)
import { Carousel } from '../home/Carousel';
import './articles.css';

/** A list screen's head: the title and the button that opens and closes the keyword search. */
export function ListHead({ title, searchOpen, onToggleSearch, controls }: { title: string; searchOpen: boolean; onToggleSearch: () => void; controls: string }) {
  return (
    <header className="art-head">
      <h1 className="art-head__title">{title}</h1>
      <button type="button" className="ph-btn ph-btn--ghost ph-btn--sm" aria-expanded={searchOpen} aria-controls={controls} onClick={onToggleSearch}>
        <SearchIcon width={18} height={18} /> Search
      </button>
    </header>
  );
}

/** The keyword form of a list (empty keyword: everything). */
export function KeywordSearch({ id, initial, onSearch, children, placeholder = 'Search by keyword' }: { id: string; initial: string; onSearch: (keyword: string) => void; children?: ReactNode; placeholder?: string }) {
  const [draft, setDraft] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form id={id} className="art-search" role="search" onSubmit={submit}>
      {children}
      <div className="art-search__row">
        <input className="ph-input" type="search" aria-label="Keyword" placeholder={placeholder} maxLength={100} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="ph-btn ph-btn--primary ph-btn--md">
          Search
        </button>
      </div>
    </form>
  );
}

export function Total({ count }: { count: number | null }) {
  return (
    <p className="art-total" aria-live="polite">
      Total <strong>{formatCount(count ?? 0)}</strong>
    </p>
  );
}

/** MM-DD-YYYY · n views */
export function Meta({ createdAt, viewCount }: { createdAt: string; viewCount: number }) {
  return (
    <span className="art-meta">
      <time dateTime={createdAt}>{formatDate(createdAt)}</time> <span aria-hidden="true">·</span> <span>{viewsLabel(viewCount)}</span>
    </span>
  );
}

export const tagLabel = (tag: string) => `#${tag}`;

/** The featured articles of an area, one slide each: picture, title and tags. */
export function TopCarousel({ label, items, hrefOf }: { label: string; items: readonly ArticleListItem[]; hrefOf: (item: ArticleListItem) => string }) {
  if (items.length === 0) return null;
  return (
    <Carousel label={label} className="art-top" autoPlayMs={6000}>
      {items.map((item, i) => (
        <Link key={item.articleId} to={hrefOf(item)} className="art-top__slide">
          <img className="art-top__img" src={fileUrl(item.thumbnailKey) ?? ''} alt="" width={720} height={400} {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
          <span className="art-top__text">
            <span className="art-top__tags">{item.hashTags.slice(0, 3).map(tagLabel).join(' ')}</span>
            <span className="art-top__title">{item.title}</span>
          </span>
        </Link>
      ))}
    </Carousel>
  );
}

/** A row of a list: thumbnail, title, the text's start, tags or meta. */
export function ArticleRow({ to, thumbnailKey, title, content, footer }: { to: string; thumbnailKey: string | null; title: string; content?: string; footer: ReactNode }) {
  return (
    <Link to={to} className="art-row">
      <span className="art-row__main">
        <span className="art-row__title">{title}</span>
        {content ? <span className="art-row__content">{content}</span> : null}
        <span className="art-row__footer">{footer}</span>
      </span>
      {thumbnailKey ? <img className="art-row__thumb" src={fileUrl(thumbnailKey) ?? ''} alt="" width={112} height={74} loading="lazy" /> : null}
    </Link>
  );
}

/** The back button of a detail page: history back, or the list when the page was opened directly. */
export function BackBar({ list, label }: { list: string; label: string }) {
  const navigate = useNavigate();
  return (
    <header className="art-bar">
      <button type="button" className="art-back" aria-label="Back" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(list))}>
        <BackIcon width={22} height={22} />
      </button>
      <span className="art-bar__label">{label}</span>
    </header>
  );
}

/** A detail's placeholder while it loads: grey bars where the title, meta, picture and paragraphs will be. */
export function DetailSkeleton({ picture = true }: { picture?: boolean }) {
  return (
    <div className="art-skeleton" aria-busy="true" aria-label="Loading">
      <span className="art-skeleton__bar art-skeleton__bar--title" />
      <span className="art-skeleton__bar art-skeleton__bar--title art-skeleton__bar--short" />
      <span className="art-skeleton__bar art-skeleton__bar--meta" />
      {picture ? <span className="art-skeleton__block" /> : null}
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={`art-skeleton__bar${i % 3 === 2 ? ' art-skeleton__bar--short' : ''}`} />
      ))}
    </div>
  );
}

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : null);

/** The skeleton while loading, 'Page not found' for a missing item (404), the error screen with retry otherwise. */
export function DetailState<T>({ state, list, listLabel, picture, children }: { state: Reloadable<T>; list: string; listLabel: string; picture?: boolean; children: (data: T) => ReactNode }) {
  if (state.status === 'error') {
    if (statusOf(state.error) === 404) return <NotFound home={<Link to={list}>{listLabel}</Link>} />;
    return <ErrorScreen cause={causeOf(state.error)} onRetry={state.reload} />;
  }
  if (state.data === null) return <DetailSkeleton {...(picture === undefined ? {} : { picture })} />;
  return <>{children(state.data)}</>;
}
