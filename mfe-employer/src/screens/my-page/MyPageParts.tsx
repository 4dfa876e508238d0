import { Link } from '@phjobs/web-core/router';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchEmployerMyPage, type EmployerMyPageResponse } from '../../api/employer';
import { CompanyLogo } from './CompanyLogo';

/** The my-page profile of the signed-in company or master (cached per e-mail). */
export function useEmployerMyPage() {
  const email = useSession((s) => s.user?.email ?? '');
  return useApiQuery(['employer', 'fetchEmployerMyPage', email], (signal) => fetchEmployerMyPage(signal));
}

/** The head of /myPage: the logo, the company and manager names (and a badge above them for masters). */
export function MyPageProfile({ profile, badge }: { profile: EmployerMyPageResponse; badge?: string }) {
  return (
    <section className="emp-profile">
      <CompanyLogo companyName={profile.companyName} logoKey={profile.logoKey} />
      <div className="emp-profile__names">
        {badge ? <p className="emp-master-badge">{badge}</p> : null}
        <h1 className="emp-profile__company">{profile.companyName}</h1>
        <p className="ph-muted">Manager: {profile.managerName}</p>
      </div>
    </section>
  );
}

/** The menu of /myPage: one link a line with its chevron. */
export function MyPageMenu({ items }: { items: readonly { to: string; label: string }[] }) {
  return (
    <section className="ph-section" aria-label="Menu">
      <ul className="emp-menu">
        {items.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="emp-menu__item">
              {s.label}
              <ChevronRightIcon width={18} height={18} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
