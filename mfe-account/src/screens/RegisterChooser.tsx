import { Link } from '@phjobs/web-core/router';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';

const KINDS = [
  { to: '/register/individual', title: 'Individual member', text: 'Find jobs, publish resumes and chat with employers.' },
  { to: '/register/business', title: 'Business member', text: 'Post job ads, review applicants and find talents.' },
  { to: '/register/master', title: 'Master account', text: 'Manage the job ads and applicants of several branches.' },
];

/** /register: choose the kind of account. */
export function RegisterChooser() {
  return (
    <div className="acc-page">
      <h1 className="acc-title">Join now</h1>
      <ul className="acc-kinds">
        {KINDS.map((k) => (
          <li key={k.to}>
            <Link to={k.to} className="acc-kind">
              <span>
                <strong>{k.title}</strong>
                <span className="ph-muted">{k.text}</span>
              </span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
      <p className="acc-links">
        Already have an account? <Link to="/enter">Login</Link>
      </p>
    </div>
  );
}
