import { Link } from 'react-router';
import { ScreenHeader } from '../../components/ScreenHeader';

/** /myPage/myTalk: the route exists; its screen comes with a later issue. (/myPage/chats is the jobs remote's: the shell routes it there.) */
export function Placeholder({ title, text, links }: { title: string; text: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div className="ph-page">
      <ScreenHeader title={title} />
      <div className="acc-page acc-placeholder">
        <div className="acc-placeholder__mark" aria-hidden="true">
          ✦
        </div>
        <h2 className="acc-step-title">Coming soon</h2>
        <p className="ph-muted">{text}</p>
        {links.map((l) => (
          <Link key={l.to} to={l.to} className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
            {l.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
