import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@phjobs/web-core/router';
import type { SearchType } from '@phjobs/contracts/jobs';
import { BackIcon, ChevronDownIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { ScrollRow } from '@phjobs/ui/components/ScrollRow';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { relationChips, rememberKeyword } from '../domain/recent-keywords';
import { JobListScreen } from './JobListScreen';

export { RECENT_KEYWORDS_KEY } from '../domain/recent-keywords';

/** The hidden tab row: where the keyword is looked for (`searchType`). */
export const SEARCH_TABS: readonly { value: SearchType; label: string }[] = [
  { value: 'all', label: 'ALL' },
  { value: 'title', label: 'Title' },
  { value: 'specialization', label: 'Specialization' },
  { value: 'companyName', label: 'Company name' },
  { value: 'region', label: 'Region' },
];

const isSearchType = (v: string | null): v is SearchType => SEARCH_TABS.some((t) => t.value === v);

/**
 * /search?query=...: a back button and the keyword box, the 'Relation' strip of suggested
 * keywords, a tab row kept hidden until 'Search in' opens it, and the list
 * (POST /api/jobAds/allJobs?searchKey&searchType).
 */
export function SearchResults() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('query') ?? '').trim();
  const typeParam = params.get('searchType');
  const searchType: SearchType = isSearchType(typeParam) ? typeParam : 'all';
  const [text, setText] = useState(query);
  const [tabsOpen, setTabsOpen] = useState(searchType !== 'all');

  const search = (keyword: string, type: SearchType = searchType) => {
    const k = keyword.trim();
    if (k) rememberKeyword(k);
    setText(k);
    const next: Record<string, string> = {};
    if (k) next.query = k;
    if (type !== 'all') next.searchType = type;
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text);
  };

  return (
    <JobListScreen
      key={`${query}|${searchType}`}
      screen="search"
      searchKey={query}
      searchType={searchType}
      header={
        <>
          {/* the screen's name for assistive technology and the document title; the search box says it to the eye */}
          <h1 className="ph-visually-hidden">{query ? `Search results for ${query}` : 'Search'}</h1>
          <form className="jobs-search-header" onSubmit={submit} role="search">
            <button type="button" className="ph-icon-btn" aria-label="Back" onClick={() => navigate(-1)}>
              <BackIcon />
            </button>
            <input className="ph-input" type="search" aria-label="Keyword" placeholder="Search jobs" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
            <button type="submit" className="ph-icon-btn" aria-label="Search">
              <SearchIcon />
            </button>
            {/* beside the keyword it applies to, so that the Relation strip below has the whole width */}
            <button type="button" className="jobs-relation__in" aria-expanded={tabsOpen} aria-controls="jobs-search-tabs" onClick={() => setTabsOpen((o) => !o)}>
              Search in
              <ChevronDownIcon width={14} height={14} />
            </button>
          </form>
          <div className="jobs-relation" role="group" aria-label="Relation">
            <span className="jobs-relation__label" aria-hidden="true">
              Relation
            </span>
            {/* scrolls sideways with a fading edge, so a chip cut at the edge reads as 'more' */}
            <ScrollRow className="jobs-relation__strip" reveal="[aria-pressed='true']">
              <div className="jobs-relation__list">
                {relationChips(query).map((chip) => (
                  <button
                    key={chip.keyword}
                    type="button"
                    className="jobs-relation__item"
                    aria-pressed={chip.current}
                    onClick={() => {
                      if (!chip.current) search(chip.keyword);
                    }}
                  >
                    {chip.keyword}
                  </button>
                ))}
              </div>
            </ScrollRow>
          </div>
          <div id="jobs-search-tabs" hidden={!tabsOpen}>
            <Tabs label="Search in" items={SEARCH_TABS} value={searchType} onChange={(t) => search(query, t)} />
          </div>
        </>
      }
    />
  );
}
