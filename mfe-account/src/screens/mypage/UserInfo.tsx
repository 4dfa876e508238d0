import { Link, useNavigate, useSearchParams } from '@phjobs/web-core/router';
import { EDUCATION, EMPLOYEE_TYPE } from '@phjobs/contracts/codes';
import { Async } from '@phjobs/ui/components/Async';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { formatDate, formatPeso, formatPhone } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { getUserInfo } from '../../api/account';
import { IdentityCheck } from '@phjobs/web-core/components/IdentityCheck';
import { CERTIFY_NEXT, certifyNextOf } from '../../components/RequireCertified';
import { ScreenHeader } from '../../components/ScreenHeader';
import { placeName, salaryUnitLabel, specializationName } from '../../domain/places';

const PROVIDERS: Record<string, string> = { password: 'E-mail and password', google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const label = (table: Record<string, string>, code: string | null | undefined) => (code ? (table[code] ?? code) : '');

/** /myPage/userInfo: the member's info and the menu (edit, password change only for password members, withdraw). */
export function UserInfo() {
  const state = useApiQuery(['account', 'getUserInfo'], (signal) => getUserInfo(signal));
  return (
    <div className="ph-page">
      <ScreenHeader
        title="Member info"
        right={
          <Link to="/myPage/userInfo/certify?next=edit" className="ph-text-btn">
            Edit
          </Link>
        }
      />
      <Async state={state}>
        {(u) => {
          const rows: [string, string][] = [
            ['Full name', u.fullName],
            ['E-mail', u.email],
            ['Login', PROVIDERS[u.signInProvider] ?? u.signInProvider],
            ['Phone', formatPhone(u.phoneNumber)],
            ['Gender', u.genderCode === '003A' ? 'Male' : 'Female'],
            ['Birth date', formatDate(u.birthDate)],
            ['Location', placeName(u.region.province, u.region.city)],
            ['Address', u.address ?? ''],
            ['Experience', u.isNewcomer === null ? '' : u.isNewcomer ? 'Newcomer' : 'Experienced'],
            ['Industry', specializationName(u.industry)],
            ['Position', u.position ?? ''],
            ['Education', label(EDUCATION, u.education)],
            ['Skills', u.skills.join(', ')],
            ['Employment type', u.empType.map((t) => label(EMPLOYEE_TYPE, t)).join(', ')],
            ['Expected salary', u.salary.salary === null ? '' : `${formatPeso(u.salary.salary)} / ${salaryUnitLabel(u.salary.salaryType).toLowerCase()}`],
            ['Job alerts by e-mail', u.alarmEmail ? 'On' : 'Off'],
          ];
          return (
            <>
              <dl className="acc-info">
                {rows.map(([k, v]) => (
                  <div key={k} className="acc-info__row">
                    <dt>{k}</dt>
                    <dd>{v || <span className="ph-muted">-</span>}</dd>
                  </div>
                ))}
              </dl>
              <nav className="acc-menu" aria-label="Member info">
                <Link to="/myPage/userInfo/certify?next=edit" className="acc-menu__item">
                  Edit member info
                  <ChevronRightIcon width={18} height={18} />
                </Link>
                {u.signInProvider === 'password' ? (
                  <Link to="/myPage/userInfo/certify?next=pw" className="acc-menu__item">
                    Change password
                    <ChevronRightIcon width={18} height={18} />
                  </Link>
                ) : null}
                <Link to="/myPage/userInfo/certify?next=withdraw" className="acc-menu__item acc-danger-text">
                  Withdraw
                  <ChevronRightIcon width={18} height={18} />
                </Link>
              </nav>
            </>
          );
        }}
      </Async>
    </div>
  );
}

/**
 * /myPage/userInfo/certify?next=edit|pw|withdraw: step 1, the identity check, then on to `next`
 * (edit by default) with the certify token in the history state (see RequireCertified).
 */
export function Certify() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useApiQuery(['account', 'getUserInfo'], (signal) => getUserInfo(signal));
  const next = CERTIFY_NEXT[certifyNextOf(params.get('next'))];
  return (
    <div className="ph-page">
      <ScreenHeader title="Confirm identity" />
      <Async state={state}>
        {(u) => (
          <div className="acc-page">
            <h2 className="acc-step-title">{next.purpose}</h2>
            <IdentityCheck email={u.email} hasPassword={u.signInProvider === 'password'} onCertified={(certifyToken) => navigate(next.path, { replace: true, state: { certifyToken } })} />
          </div>
        )}
      </Async>
    </div>
  );
}
