import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { rememberRecent } from '@phjobs/ui/storage';
import { JobListScreen } from './JobListScreen';

/** Recent keywords kept on the device under 'recentKeywords' (newest first). */
export const RECENT_KEYWORDS_KEY = 'recentKeywords';

/** /search?query=...: 'Job search results', a back button and a keyword box. */
export function SearchResults() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('query') ?? '').trim();
  const [text, setText] = useState(query);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = text.trim();
    if (keyword) rememberRecent<string>(RECENT_KEYWORDS_KEY, keyword, (k) => k, 10);
    setParams(keyword ? { query: keyword } : {});
  };

  return (
    <JobListScreen
      key={query}
      screen="search"
      searchKey={query}
      header={
        <form className="jobs-search-header" onSubmit={submit} role="search">
          <button type="button" className="ph-icon-btn" aria-label="Back" onClick={() => navigate(-1)}>
            <BackIcon />
          </button>
          <input className="ph-input" type="search" aria-label="Keyword" placeholder="Search jobs" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="ph-icon-btn" aria-label="Search">
            <SearchIcon />
          </button>
        </form>
      }
    />
  );
}
