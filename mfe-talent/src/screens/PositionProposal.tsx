import { Link } from '@phjobs/web-core/router';
import { useSession } from '@phjobs/web-core/session';

/** The three steps of the guide (our words: the spec names the page, its call and 'a three-step guide'). */
export const PROPOSAL_STEPS = [
  { title: 'Write your resume', text: 'Fill in your career, abilities and the working conditions you want.' },
  { title: 'Publish it', text: 'Turn on Publish so that Business members can find you in the talent search.' },
  { title: 'Receive offers', text: 'Companies send you position offers. Answer them from My page.' },
] as const;

/**
 * 'Position proposal': what visitors and individuals without a published resume see instead of the
 * talent pages (employer.md 'Talent browsing'). The call leads members to their resumes, visitors to login.
 */
export function PositionProposal() {
  const user = useSession((s) => s.user);
  return (
    <div className="talent-proposal">
      <h1 className="ph-screen-title">Position proposal</h1>
      <section className="talent-proposal__hero">
        <p className="talent-proposal__lead">Let companies come to you.</p>
        <p>Publish your resume and Business members looking for talents like you can send you a position offer.</p>
        <Link className="ph-btn ph-btn--primary ph-btn--lg" to={user ? '/myPage/resume' : '/enter'}>
          Receive a position offer
        </Link>
      </section>
      <ol className="talent-proposal__steps" aria-label="How it works">
        {PROPOSAL_STEPS.map((step, i) => (
          <li key={step.title} className="talent-proposal__step">
            <span className="talent-proposal__num" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <strong>
                Step {i + 1}. {step.title}
              </strong>
              <span className="talent-proposal__text">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
