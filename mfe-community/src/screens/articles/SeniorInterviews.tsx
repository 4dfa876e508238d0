import { AreaNav } from '../../components/AreaNav';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from '@phjobs/web-core/router';
import type { SeniorInterviewDetail, SeniorInterviewListItem } from '@phjobs/contracts/community-articles';
import { ARTICLE_LIMITS } from '@phjobs/contracts/community-articles-tags';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { Chip } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { fetchSeniorInterview, fetchSeniorInterviews, PAGE_UNIT } from '../../api/articles';
import { interviewBlocks, paragraphsOf } from '../../domain/articles';
import { BackBar, DetailState, ListHead, Meta, Total } from './parts';

const BY_ID = new Map(SPECIALIZATION_TREE.map((item) => [item.id, item]));
const nameOf = (code: string) => BY_ID.get(code)?.name ?? code;
const codesOf = (value: string | null) => (value ? value.split(',').filter((code) => BY_ID.has(code)).slice(0, ARTICLE_LIMITS.specializationFilter) : []);

/**
 * /seniorInterview: the collapsible search (specialization picker, up to 5, and keyword), Total and
 * the endless list; a row opens /seniorInterview/{id}. The filter lives in the URL.
 */
export function SeniorInterviewList() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const specialization = codesOf(params.get('specialization'));
  const searchOpen = params.get('search') === '1' || keyword !== '' || specialization.length > 0;
  const apply = (next: { keyword: string; specialization: string[]; search: boolean }) =>
    setParams(
      () => {
        const out = new URLSearchParams();
        if (next.keyword) out.set('keyword', next.keyword);
        if (next.specialization.length > 0) out.set('specialization', next.specialization.join(','));
        if (next.search && !next.keyword && next.specialization.length === 0) out.set('search', '1');
        return out;
      },
      { replace: true },
    );
  const list = useEndlessQuery(['community', 'seniorInterview', 'list', keyword, specialization.join(',')], (pageNo, signal) => fetchSeniorInterviews({ keyword, specialization }, pageNo, signal), PAGE_UNIT);

  return (
    <div className="art art--list ph-wide">
      <AreaNav />
      <ListHead title="Senior Interview" searchOpen={searchOpen} controls="senior-search" onToggleSearch={() => apply(searchOpen ? { keyword: '', specialization: [], search: false } : { keyword, specialization, search: true })} />
      {searchOpen ? <SeniorSearch key={`${keyword}|${specialization.join(',')}`} keyword={keyword} specialization={specialization} onSearch={(k, s) => apply({ keyword: k, specialization: s, search: true })} /> : null}
      <Total count={list.total} />
      <EndlessList list={list} keyOf={(item: SeniorInterviewListItem) => item.articleId} renderItem={(item) => <SeniorRow item={item} />} />
    </div>
  );
}

function SeniorSearch({ keyword, specialization, onSearch }: { keyword: string; specialization: string[]; onSearch: (keyword: string, specialization: string[]) => void }) {
  const [draft, setDraft] = useState(keyword);
  const [codes, setCodes] = useState<string[]>(specialization);
  const [picking, setPicking] = useState(false);
  const picked = useMemo(() => codes.flatMap((code) => (BY_ID.has(code) ? [BY_ID.get(code)!] : [])), [codes]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim(), codes);
  };
  return (
    <form id="senior-search" className="art-search" role="search" onSubmit={submit}>
      <div className="art-search__field">
        <span className="art-search__label" id="senior-spec-label">
          Specialization
        </span>
        <button type="button" className="art-picker-btn" aria-labelledby="senior-spec-label senior-spec-value" aria-haspopup="dialog" onClick={() => setPicking(true)}>
          <span id="senior-spec-value">{codes.length === 0 ? 'All specializations' : `${codes.length} selected`}</span>
          <ChevronRightIcon width={18} height={18} />
        </button>
        {codes.length > 0 ? (
          <div className="ph-chip-group art-search__chips">
            {codes.map((code) => (
              <Chip key={code} tone="accent" onRemove={() => setCodes((cur) => cur.filter((c) => c !== code))}>
                {nameOf(code)}
              </Chip>
            ))}
          </div>
        ) : null}
      </div>
      <div className="art-search__row">
        <input className="ph-input" type="search" aria-label="Keyword" placeholder="Company, name or keyword" maxLength={100} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="ph-btn ph-btn--primary ph-btn--md">
          Search
        </button>
      </div>
      <button
        type="button"
        className="ph-text-btn art-search__reset"
        onClick={() => {
          setDraft('');
          setCodes([]);
          onSearch('', []);
        }}
      >
        Reset
      </button>
      <TwoLevelPicker
        open={picking}
        title="Specialization"
        items={SPECIALIZATION_TREE}
        value={picked}
        max={ARTICLE_LIMITS.specializationFilter}
        onApply={(items) => {
          setCodes(items.map((item) => item.id));
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </form>
  );
}

function SeniorRow({ item }: { item: SeniorInterviewListItem }) {
  return (
    <Link to={`/seniorInterview/${item.articleId}`} className="art-senior-row">
      <img className="art-senior-row__photo" src={fileUrl(item.photoKey) ?? ''} alt="" width={64} height={64} loading="lazy" />
      <span className="art-row__main">
        <span className="art-senior-row__company">{item.companyName}</span>
        <span className="art-row__title">{item.title}</span>
        <span className="art-senior-row__who">
          {item.seniorName} · {item.position}
        </span>
        <span className="art-row__footer">
          <Meta createdAt={item.createdAt} viewCount={item.viewCount} />
        </span>
      </span>
    </Link>
  );
}

/**
 * /seniorInterview/{id}: the cover (photo, company name, title, position, senior name, created date,
 * view count), the catchphrase, and Q1 onward with the three images after Q4, after Q7 and at the
 * end, 190, 378 and 104 px high.
 */
export function SeniorInterviewScreen() {
  const { id = '' } = useParams();
  const interview = useApiQuery(['community', 'seniorInterview', 'detail', id], (signal) => fetchSeniorInterview(id, signal));
  useEffect(() => {
    window.scrollTo(0, 0); // another item opened in this same screen starts at its top
  }, [id]);
  return (
    <div className="art art--detail">
      <BackBar list="/seniorInterview" label="Senior Interview" />
      <DetailState state={interview} list="/seniorInterview" listLabel="Go to Senior Interview">
        {(item) => <SeniorBody item={item} />}
      </DetailState>
    </div>
  );
}

function SeniorBody({ item }: { item: SeniorInterviewDetail }) {
  const blocks = interviewBlocks(item.interviewQna, item.imageAttachment);
  return (
    <article className="art-senior">
      <header className="art-cover">
        <img className="art-cover__photo" src={fileUrl(item.photoKey) ?? ''} alt={`${item.seniorName}`} width={480} height={480} />
        <div className="art-cover__text">
          <p className="art-cover__company">{item.companyName}</p>
          <h1 className="art-cover__title">{item.title}</h1>
          <p className="art-cover__who">
            <span className="art-cover__position">{item.position}</span> <span className="art-cover__name">{item.seniorName}</span>
          </p>
          <p className="art-cover__meta">
            <Meta createdAt={item.createdAt} viewCount={item.viewCount} />
          </p>
        </div>
      </header>
      <blockquote className="art-catchphrase">
        <p>{item.catchphrase}</p>
      </blockquote>
      <div className="art-qna">
        {blocks.map((block) =>
          block.kind === 'qna' ? (
            <section key={`q${block.n}`} className="art-qna__item" aria-labelledby={`q${block.n}`}>
              <h2 className="art-qna__q" id={`q${block.n}`}>
                <span className="art-qna__n">Q{block.n}.</span> {block.question}
              </h2>
              {paragraphsOf(block.answer).map((text, i) => (
                <p key={i} className="art-qna__a">
                  {text}
                </p>
              ))}
            </section>
          ) : (
            <img key={`img${block.n}`} className="art-qna__img" data-image={block.n} src={fileUrl(block.key) ?? ''} alt="" width={720} height={block.height} style={{ height: block.height }} loading="lazy" />
          ),
        )}
      </div>
    </article>
  );
}
