/**
 * Company job reviews (account-community spec, sections 2, 3, 7, 9): /review (companies with
 * reviews, keyword search, registedCompanyCount and registedReviewCount) and /review/{companyName}
 * (the company's average, its three category averages, its anonymous reviews; the writer's own
 * with Edit and Delete).
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@phjobs/web-core/router';
import { JOB_RATING } from '@phjobs/contracts/codes';
import type { JobReviewCompany, JobReviewCompanyItem, JobReviewItem } from '@phjobs/contracts/community-posts';
import { JOB_RATING_KEYWORD, labelOf, RECOMMAND, SALARY_PAID, SATISFIED_SALARY } from '../../domain/posts/contract';
import { Badge } from '@phjobs/ui/components/Chip';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { deleteJobReview, fetchReviewCompanies, fetchReviewCompany, PAGE_UNIT } from '../../api/posts';
import { DetailHeader } from './DetailHeader';
import { StarIcon } from './icons';
import { KeywordForm, PromptBar, useGoBack, useWriteGate, WriteFab } from './parts';
import { AreaNav } from '../../components/AreaNav';
import '../../posts.css';

/** A score to one decimal with five stars. */
export function Stars({ score, size = 16, showScore = true }: { score: number; size?: number; showScore?: boolean }) {
  const full = Math.round(score);
  return (
    <span className="posts-stars" role="img" aria-label={`${score.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= full} width={size} height={size} />
      ))}
      {showScore ? (
        <span className="posts-score" aria-hidden="true">
          {score.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}

export const companyPath = (companyName: string) => `/review/${encodeURIComponent(companyName)}`;

/** /review */
export function ReviewCompanies() {
  const [keyword, setKeyword] = useState('');
  const [counts, setCounts] = useState<{ companies: number; reviews: number } | null>(null);
  const list = useEndlessQuery(
    ['community', 'reviewCompanies', keyword],
    async (pageNo, signal) => {
      const page = await fetchReviewCompanies(keyword, pageNo, signal);
      setCounts({ companies: page.registedCompanyCount, reviews: page.registedReviewCount });
      return page;
    },
    PAGE_UNIT,
    { restore: false },
  );
  return (
    <div className="posts">
      <AreaNav />
      <header className="posts-head">
        <div>
          <h1 className="posts-head__title">Job Reviews</h1>
          <p className="posts-head__sub">What members say about the companies they worked for.</p>
        </div>
      </header>
      <KeywordForm value={keyword} onSearch={setKeyword} placeholder="Search by company name" />
      <div className="posts-summary">
        <p className="posts-summary__cell">
          <strong>{counts ? formatCount(counts.companies) : '–'}</strong>
          <span>Companies reviewed</span>
        </p>
        <p className="posts-summary__cell">
          <strong>{counts ? formatCount(counts.reviews) : '–'}</strong>
          <span>Reviews</span>
        </p>
      </div>
      <PromptBar to="/review/register" text="Worked somewhere? Rate it anonymously and help others choose." />
      <p className="posts-total">
        Total <strong>{formatCount(list.total ?? 0)}</strong>
      </p>
      <EndlessList list={list} keyOf={(c) => c.companyName} renderItem={(c) => <CompanyRow item={c} />} />
      <WriteFab to="/review/register" />
    </div>
  );
}

function CompanyRow({ item }: { item: JobReviewCompanyItem }) {
  return (
    <Link to={companyPath(item.companyName)} className="posts-company">
      <span className="posts-company__logo" aria-hidden="true">
        {item.companyName.trim()[0]?.toUpperCase() ?? '?'}
      </span>
      <span className="posts-company__main">
        <span className="posts-company__name">{item.companyName}</span>
        <span className="posts-meta">
          <Stars score={item.score} size={14} />
          <span className="posts-meta__item">{formatCount(item.reviewCount)} {item.reviewCount === 1 ? 'review' : 'reviews'}</span>
        </span>
      </span>
    </Link>
  );
}

/** /review/{companyName} */
export function ReviewCompany() {
  const { companyName = '' } = useParams();
  const goBack = useGoBack('/review');
  const navigate = useNavigate();
  const [company, setCompany] = useState<Omit<JobReviewCompany, 'list'> | null>(null);
  const [version, setVersion] = useState(0);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const write = useWriteGate(`/review/register?companyName=${encodeURIComponent(companyName)}`);
  const list = useEndlessQuery(
    ['community', 'reviewCompany', companyName, version],
    async (pageNo, signal) => {
      const page = await fetchReviewCompany(companyName, pageNo, signal);
      if (pageNo === 1) setCompany(page.company);
      return page;
    },
    PAGE_UNIT,
    { restore: false },
  );
  const remove = async (id: number) => {
    setBusy(true);
    try {
      await deleteJobReview(String(id));
      setDeleting(null);
      setVersion((v) => v + 1);
    } catch (e) {
      console.error(e);
    } finally {
      setBusy(false);
    }
  };
  const recommendShare = company && company.reviewCount > 0 ? Math.round((company.recommendCount / company.reviewCount) * 100) : null;
  return (
    <div className="posts">
      <DetailHeader title="Job Reviews" onBack={goBack} />
      <h1 className="posts-article__title">{companyName}</h1>
      {company ? (
        <section className="posts-average" aria-label="Average score">
          <div>
            <p className="posts-average__score">{company.score.toFixed(1)}</p>
            <Stars score={company.score} showScore={false} />
            <p className="posts-hint">
              {formatCount(company.reviewCount)} {company.reviewCount === 1 ? 'review' : 'reviews'}
              {recommendShare !== null ? ` · ${recommendShare}% recommend` : ''}
            </p>
          </div>
          <div className="posts-ratings">
            {company.ratings.map((r) => (
              <RatingLine key={r.ratingCode} label={labelOf(JOB_RATING, r.ratingCode)} score={r.score} />
            ))}
          </div>
        </section>
      ) : null}
      <button type="button" className="ph-btn ph-btn--primary ph-btn--md" onClick={write.go}>
        Write a review of this company
      </button>
      {write.dialog}
      <EndlessList list={list} keyOf={(r) => r.jobReviewId} renderItem={(r) => <ReviewCard review={r} onEdit={() => navigate(`/review/${r.jobReviewId}/edit`)} onDelete={() => setDeleting(r.jobReviewId)} />} />
      <ConfirmDialog open={deleting !== null} title="Delete this review?" confirmLabel="Delete" danger busy={busy} onConfirm={() => deleting !== null && void remove(deleting)} onCancel={() => setDeleting(null)}>
        The review will be removed and cannot be brought back.
      </ConfirmDialog>
    </div>
  );
}

function RatingLine({ label, score }: { label: string; score: number }) {
  return (
    <>
      <span>{label}</span>
      <meter min={0} max={5} value={score} aria-label={`${label} ${score.toFixed(1)} out of 5`} />
      <strong>{score.toFixed(1)}</strong>
    </>
  );
}

const period = (from: string, to: string | null) => `${from.replace(/^(\d{4})-(\d{2})$/, '$2.$1')} – ${to ? to.replace(/^(\d{4})-(\d{2})$/, '$2.$1') : 'now'}`;

function ReviewCard({ review, onEdit, onDelete }: { review: JobReviewItem; onEdit: () => void; onDelete: () => void }) {
  const keywords = review.jobRating.flatMap((r) => r.jobRatingKeyword.map((k) => k.keywordCode));
  return (
    <article className="posts-review">
      <div className="posts-meta">
        <Stars score={review.score} size={14} />
        <span className="posts-meta__item">{period(review.periodFrom, review.periodTo)}</span>
        <span className="posts-meta__item">{formatDate(review.createdAt)}</span>
      </div>
      <h2 className="posts-review__title">{review.title}</h2>
      <p className="posts-review__text">{review.index}</p>
      <div className="posts-keywords">
        <Badge tone={review.recommandCode === '038A' ? 'success' : 'default'}>{labelOf(RECOMMAND, review.recommandCode)}</Badge>
        <Badge>Salary: {labelOf(SALARY_PAID, review.salaryPaidCode)}</Badge>
        <Badge>{labelOf(SATISFIED_SALARY, review.satisfiedSalaryCode)} with the salary</Badge>
        {keywords.map((k) => (
          <Badge key={k} tone="accent">
            {labelOf(JOB_RATING_KEYWORD, k)}
          </Badge>
        ))}
      </div>
      {review.isOwn ? (
        <div className="posts-keywords">
          <button type="button" className="ph-btn ph-btn--outline ph-btn--sm" onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="ph-btn ph-btn--ghost ph-btn--sm" onClick={onDelete}>
            Delete
          </button>
        </div>
      ) : null}
    </article>
  );
}
