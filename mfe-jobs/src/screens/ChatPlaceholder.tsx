import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '@phjobs/web-core/session';
import { BackIcon, ChatIcon } from '@phjobs/ui/components/Icons';

/**
 * /chats/apply/apply_{adId}_{userId}?title=...[&apply=true]: the apply chat. The chat screens come
 * later; until then this says where the user is and leads back to the ad. Chat needs a signed-in
 * user: visitors go to /enter.
 */
export function ChatPlaceholder() {
  const session = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const { room = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = params.get('title') ?? 'Chat';
  const applied = params.get('apply') === 'true';
  const adId = /^apply_(\d+)_/.exec(room)?.[1] ?? null;
  if (session === 'ready' && !user) return <Navigate to="/enter" replace />;
  return (
    <div className="jobs-chat-placeholder">
      <header className="jobs-detail-header">
        <button type="button" className="ph-icon-btn" onClick={() => navigate(-1)} aria-label="Back">
          <BackIcon />
        </button>
        <h1 className="jobs-detail-header__title">{title}</h1>
        <span className="jobs-detail-header__side" />
      </header>
      <div className="ph-error">
        <div className="jobs-applied__mark" aria-hidden="true">
          <ChatIcon width={28} height={28} />
        </div>
        <p className="ph-error__title">{applied ? 'Apply by chat' : 'Chat with the employer'}</p>
        <p className="ph-error__cause">Chat is not available yet. It opens here soon.</p>
        {adId ? <Link to={`/ad/all/${adId}`}>Back to the job ad</Link> : <Link to="/ad/all">See all jobs</Link>}
      </div>
    </div>
  );
}
