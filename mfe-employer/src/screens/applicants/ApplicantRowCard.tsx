import { Link } from '@phjobs/web-core/router';
import { Badge } from '@phjobs/ui/components/Chip';
import { formatDate } from '@phjobs/ui/format';
import type { ApplicantRow } from '../../api/applicants';
import { managementLink, methodLabel, statusLabel, statusTone } from './applicant-texts';

/** One application row (employer.md 'Employer application row'): when, method, status, title, name, the ad, unread mark, Management. */
export function ApplicantRowCard({ row, showJob, linkOf = managementLink }: { row: ApplicantRow; showJob: boolean; linkOf?: (applicationId: number, howToApplyCode: string) => string }) {
  return (
    <article className={`emp-app${row.isRead ? '' : ' emp-app--unread'}`} data-application-id={row.applicationId}>
      <div className="emp-app__badges">
        <Badge tone={statusTone(row.applicationStatusCode)}>{statusLabel(row.applicationStatusCode)}</Badge>
        <Badge tone={row.howToApplyCode === '018B' ? 'warning' : 'muted'}>{methodLabel(row.howToApplyCode)}</Badge>
        {row.isRead ? null : <Badge tone="danger">Unread</Badge>}
        <span className="emp-app__date">{formatDate(row.createdAt)}</span>
      </div>
      <div className="emp-app__body">
        <div className="emp-app__text">
          <span className="emp-app__name">{row.fullName}</span>
          <span className="emp-app__title">{row.title}</span>
          {showJob ? <span className="emp-app__job">{row.jobTitle}</span> : null}
        </div>
        <div className="emp-app__actions">
          {row.howToApplyCode === '018B' ? (
            // the chats of this ad in the chat list (the jobs remote's /myPage/chats): the applicant's room is there
            <Link className="ph-btn ph-btn--secondary ph-btn--sm" to={`/myPage/chats?jobId=${row.jobId}`} aria-label={`Chats about ${row.jobTitle}`}>
              Chat
            </Link>
          ) : null}
          <Link className="ph-btn ph-btn--outline ph-btn--sm" to={linkOf(row.applicationId, row.howToApplyCode)} aria-label={`Management: ${row.fullName}`}>
            Management
          </Link>
        </div>
      </div>
    </article>
  );
}
