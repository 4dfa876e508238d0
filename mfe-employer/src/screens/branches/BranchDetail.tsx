import { Link } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { buttonClass } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { formatCount } from '@phjobs/ui/format';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchBranch, type BranchDetail as Detail } from '../../api/branches';
import { ScreenHeader } from '../../components/ScreenHeader';
import { branchAdsLink, branchApplicantsLink, branchEditLink, nationalPhone } from './branch-rules';
import { placeOf, specializationName } from './BranchRows';

/** '+639171234567' as '+63 917 123 4567' (another number as stored). */
const phoneShown = (stored: string) => (nationalPhone(stored) === stored ? stored : `+63 ${nationalPhone(stored)}`);

const PERMIT = { '015A': { label: 'Under review', tone: 'muted' }, '015B': { label: 'Business Permit', tone: 'success' }, '015C': { label: 'Needs certification', tone: 'warning' } } as const;

/** /myPage/branch?employerId={id}: the branch's information and counts, its ad and applicant links, and the edit button. */
export function BranchDetail({ employerId }: { employerId: number | null }) {
  const detail = useApiQuery(['employer', 'branch', employerId], (signal) => fetchBranch(employerId ?? 0, signal), { enabled: employerId !== null });
  if (employerId === null) return <NotFound home={<Link to="/myPage/branch">Go to branch management</Link>} />;
  return (
    <div className="ph-page emp-branch-page">
      <ScreenHeader title="Branch detail" />
      <Async state={detail}>{(d) => <DetailView detail={d} />}</Async>
    </div>
  );
}

function DetailView({ detail }: { detail: Detail }) {
  const info = detail.branchInfo;
  const logo = fileUrl(info.logoKey);
  const permit = PERMIT[info.statusCode as keyof typeof PERMIT];
  const facts: [string, string | null][] = [
    ['Manager', info.managerName],
    ['Phone', phoneShown(info.phoneNumber)],
    ['Landline', info.landlineNumber],
    ['E-mail', info.email],
    ['Address', [placeOf(info), info.detailAddress].filter(Boolean).join(' · ') || null],
    ['Specialization', specializationName(info.specializationCode)],
    ['Business registration number', info.businessRegistrationNumber],
    ['Main business', info.mainBusiness],
  ];
  const counts = [
    { label: 'Applicants', value: detail.applicantCount, to: branchApplicantsLink(detail.employerId) },
    { label: 'Job ads', value: detail.jobCount, to: branchAdsLink(detail.employerId) },
    { label: 'Recruiting', value: detail.recruitmentCount, to: branchAdsLink(detail.employerId, '012C') },
  ];
  return (
    <>
      <section className="emp-profile">
        <div className="emp-profile__logo">{logo ? <img src={logo} alt={`${info.companyName} logo`} /> : <span aria-hidden="true">{info.companyName.trim().charAt(0).toUpperCase()}</span>}</div>
        <div className="emp-profile__names">
          {permit ? <Badge tone={permit.tone}>{permit.label}</Badge> : null}
          <h2 className="emp-profile__company">{info.companyName}</h2>
          <p className="ph-muted">Manager: {info.managerName}</p>
        </div>
      </section>
      <section className="ph-section" aria-label="Branch counts">
        <div className="emp-counters">
          {counts.map((c) => (
            <Link key={c.label} to={c.to} className="emp-counter">
              <span className="emp-counter__value">{formatCount(c.value)}</span>
              <span className="emp-counter__label">{c.label}</span>
            </Link>
          ))}
        </div>
        <div className="emp-branch-links">
          <Link to={branchAdsLink(detail.employerId)} className={buttonClass('outline', 'md')}>
            Job ad management
          </Link>
          <Link to={branchApplicantsLink(detail.employerId)} className={buttonClass('outline', 'md')}>
            Applicant management
          </Link>
        </div>
      </section>
      <section className="ph-section" aria-labelledby="branch-info-title">
        <h2 id="branch-info-title" className="ph-section-title">
          Branch Info
        </h2>
        <dl className="emp-branch-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? '-'}</dd>
            </div>
          ))}
        </dl>
        <Link to={branchEditLink(detail.employerId)} className={buttonClass('primary', 'lg', true)}>
          Edit branch information
        </Link>
      </section>
    </>
  );
}
