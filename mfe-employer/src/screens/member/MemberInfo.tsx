import { useState } from 'react';
import { Link } from '@phjobs/web-core/router';
import type { EmployerMemberInfo } from '@phjobs/contracts/company-info';
import { Async } from '@phjobs/ui/components/Async';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { formatPhone } from '@phjobs/ui/format';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { fetchMemberInfo } from '../../api/member';
import { ScreenHeader } from '../../components/ScreenHeader';
import { CompanyCodeInfo } from './CompanyCodeInfo';
import { addressOf, permitView, specializationNameOf } from './member-rules';
import './member.css';

/** The member info query, shared by the info page and the edit, password, withdraw and permit screens. */
export function useMemberInfo() {
  const email = useSession((s) => s.user?.email ?? '');
  return useApiQuery(['employer', 'memberInfo', email], (signal) => fetchMemberInfo(signal));
}

/** The business permit's status: grey 'Under review', 'Certified' with its date, or a warning with 'Go to certify' (not on the permit screen itself). */
export function PermitStatus({ permit, showAction = true }: { permit: EmployerMemberInfo['businessPermit']; showAction?: boolean }) {
  const view = permitView(permit);
  if (view.kind === 'review')
    return (
      <div className="emp-permit emp-permit--review" role="status">
        {view.label}
      </div>
    );
  if (view.kind === 'certified')
    return (
      <div className="emp-permit emp-permit--certified" role="status">
        <strong>✓ {view.label}</strong>
        {view.date ? <span className="ph-muted">{view.date}</span> : null}
      </div>
    );
  return (
    <div className="emp-permit emp-permit--needed" role="alert">
      <p>⚠ {view.label}</p>
      {showAction ? (
        <Link to="/myPage/userInfo/certify" className="ph-btn ph-btn--primary ph-btn--md">
          {view.action}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * /myPage/userInfo for company users: logo, company and manager names, phones, address, business
 * registration number, specialization, business permit status, the company code (a branch: its
 * master), and the links edit, password change (password members only) and withdraw.
 */
export function MemberInfo() {
  const state = useMemberInfo();
  return (
    <div className="ph-page emp-member">
      <ScreenHeader title="Member information" />
      <Async state={state}>{(info) => <InfoBody info={info} />}</Async>
    </div>
  );
}

function InfoBody({ info }: { info: EmployerMemberInfo }) {
  const [codeHelp, setCodeHelp] = useState(false);
  const logo = fileUrl(info.logoKey);
  const rows: [string, string][] = [
    ['E-mail', info.email],
    ['Mobile phone', formatPhone(info.phoneNumber)],
    ['Landline', formatPhone(info.landlineNumber) || (info.landlineNumber ?? '')],
    ['Address', addressOf(info)],
    ['Business registration number', info.businessRegistrationNumber ?? ''],
    ['Specialization', specializationNameOf(info.specializationCode)],
  ];
  const canEnterCode = info.userType === 'company' && !info.master;
  return (
    <div className="emp-member__body">
      <section className="emp-profile">
        <div className="emp-profile__logo">{logo ? <img src={logo} alt={`${info.companyName} logo`} /> : <span aria-hidden="true">{info.companyName.trim().charAt(0).toUpperCase()}</span>}</div>
        <div className="emp-profile__names">
          <h2 className="emp-profile__company">{info.companyName}</h2>
          <p className="ph-muted">Manager: {info.managerName}</p>
        </div>
      </section>
      <dl className="emp-info">
        {rows.map(([k, v]) => (
          <div key={k} className="emp-info__row">
            <dt>{k}</dt>
            <dd>{v || <span className="ph-muted">-</span>}</dd>
          </div>
        ))}
        {info.master ? (
          <div className="emp-info__row">
            <dt>Master company</dt>
            <dd>{info.master.companyName}</dd>
          </div>
        ) : null}
        {canEnterCode ? (
          <div className="emp-info__row">
            <dt>
              Company code{' '}
              <button type="button" className="emp-help" aria-label="About the company code" onClick={() => setCodeHelp(true)}>
                i
              </button>
            </dt>
            <dd>
              <Link to="/myPage/userInfo/edit">Enter a company code</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <section className="emp-member__permit" aria-label="Business permit">
        <h2 className="emp-member__h2">Business permit</h2>
        <PermitStatus permit={info.businessPermit} />
      </section>
      <nav className="emp-menu emp-member__menu" aria-label="Member information">
        <Link to="/myPage/userInfo/edit" className="emp-menu__item">
          Edit member information
          <ChevronRightIcon width={18} height={18} />
        </Link>
        {info.provider === 'password' ? (
          <Link to="/myPage/userInfo/pw" className="emp-menu__item">
            Change password
            <ChevronRightIcon width={18} height={18} />
          </Link>
        ) : null}
        <Link to="/myPage/userInfo/withdraw" className="emp-menu__item emp-danger-text">
          Withdraw
          <ChevronRightIcon width={18} height={18} />
        </Link>
      </nav>
      <CompanyCodeInfo open={codeHelp} onClose={() => setCodeHelp(false)} />
    </div>
  );
}
