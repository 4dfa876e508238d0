import { useState } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import type { ResumeListItem } from '@phjobs/contracts/talent';
import { causeOf } from '@phjobs/ui/cause';
import { Button } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { changeResumeStatus, getMyResumes } from '../../api/talent';
import { ScreenHeader } from '../../components/ScreenHeader';
import { RESUME_LIMIT_HELP, RESUMES_MAX } from '../../domain/resumeForm';

type Counts = { total: number; publishedCount: number; privateCount: number };
const PUBLISHED = '020A';
const PRIVATE = '020B';

/** /myPage/resume: the member's resumes with the counts total, published and private; the publish toggle sends the opposite code. */
export function ResumeList() {
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [status, setStatus] = useState<Record<number, string>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useEndlessQuery<ResumeListItem>(['account', 'resumeList'], async (pageNo, signal) => {
      const answer = await getMyResumes(pageNo, signal);
      setCounts({ total: answer.total, publishedCount: answer.publishedCount, privateCount: answer.privateCount });
      return { items: answer.list, total: answer.total };
    }, 10, { restore: false });

  const toggle = async (item: ResumeListItem) => {
    const current = status[item.resumeId] ?? item.statusCode;
    const next = current === PUBLISHED ? PRIVATE : PUBLISHED;
    setBusyId(item.resumeId);
    setError(null);
    try {
      const answer = await changeResumeStatus(item.resumeId, next);
      const saved = answer?.statusCode ?? next;
      setStatus((s) => ({ ...s, [item.resumeId]: saved }));
      if (saved !== current)
        setCounts((c) => (c ? { ...c, publishedCount: c.publishedCount + (saved === PUBLISHED ? 1 : -1), privateCount: c.privateCount + (saved === PRIVATE ? 1 : -1) } : c));
    } catch (e) {
      setError(causeOf(e));
    } finally {
      setBusyId(null);
    }
  };

  const full = (counts?.total ?? 0) >= RESUMES_MAX;

  return (
    <div className="ph-page">
      <ScreenHeader title="Resume management" onBack={() => navigate('/myPage')} />
      <section className="ph-section acc-resume-top">
        <div className="acc-stats">
          <div>
            <span className="acc-stats__n">{counts?.total ?? '-'}</span>
            <span className="acc-stats__label">Total</span>
          </div>
          <div>
            <span className="acc-stats__n">{counts?.publishedCount ?? '-'}</span>
            <span className="acc-stats__label">Published</span>
          </div>
          <div>
            <span className="acc-stats__n">{counts?.privateCount ?? '-'}</span>
            <span className="acc-stats__label">Private</span>
          </div>
        </div>
        <p className="ph-field__hint">{RESUME_LIMIT_HELP}</p>
        {full ? (
          <Button block size="lg" disabled>
            Resume register
          </Button>
        ) : (
          <Link to="/myPage/resume/register" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
            Resume register
          </Link>
        )}
        {error ? (
          <p className="acc-failure" role="alert">
            {error}
          </p>
        ) : null}
      </section>
      <EndlessList
        list={list}
        keyOf={(r) => r.resumeId}
        renderItem={(r) => {
          const code = status[r.resumeId] ?? r.statusCode;
          const published = code === PUBLISHED;
          return (
            <div className="acc-resume-row">
              <Link to={`/myPage/resume/${r.resumeId}`} className="acc-resume-row__main">
                <span className="acc-resume-row__title">{r.title}</span>
                <span className="acc-resume-row__meta">
                  {[r.specializationList.map((s) => s.name).slice(0, 2).join(', '), r.regionList.map((g) => g.cityName ?? g.provinceName).slice(0, 2).join(', ')]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="acc-resume-row__meta">Updated {formatDate(r.updatedAt)}</span>
              </Link>
              <div className="acc-resume-row__side">
                <Badge tone={published ? 'success' : 'default'}>{published ? 'Published' : 'Private'}</Badge>
                <label className="acc-switch">
                  <input type="checkbox" role="switch" checked={published} disabled={busyId === r.resumeId} onChange={() => void toggle(r)} aria-label={`Publish ${r.title}`} />
                  <span className="acc-switch__track" aria-hidden="true" />
                </label>
              </div>
            </div>
          );
        }}
      />
    </div>
  );
}
