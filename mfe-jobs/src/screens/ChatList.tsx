import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { causeOf } from '@phjobs/ui/cause';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { BackIcon, ChatIcon } from '@phjobs/ui/components/Icons';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { fileUrl } from '@phjobs/web-core/api';
import { queryClient, useApiQuery } from '@phjobs/web-core/query';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { fetchRooms, type ChatRoom } from '../api/chat';
import { useChatConnection, useChatFrames } from '../chat/useChat';
import { listTimeText, roomPath, unreadBadge } from '../domain/chat';
import { Avatar } from './ChatRoom';

const ROOMS_KEY = ['chat', 'rooms'] as const;

/**
 * /myPage/chats: the member's apply chats, newest activity first, live (a `room` frame of the
 * socket reloads the list). Individuals see the ad, the company, the last message, its time and
 * the unread count; companies (and masters) the same across their ads, with a filter by ad kept
 * in ?jobId=. Visitors go to /enter.
 */
export function ChatListScreen() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  if (status === 'ready' && !user) return <Navigate to="/enter" replace />;
  if (status !== 'ready' || !user) return <PageSpinner />;
  return <ChatList company={isCompanyType(user.userType)} myId={Number(user.userId)} />;
}

function ChatList({ company, myId }: { company: boolean; myId: number }) {
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('jobId')) || null;
  const socket = useChatConnection(true);
  const rooms = useApiQuery([...ROOMS_KEY, jobId], (signal) => fetchRooms({ jobId, pageNo: 1 }, signal));
  // the ads of the filter: those of the company's rooms (unfiltered list)
  const all = useApiQuery([...ROOMS_KEY, null], (signal) => fetchRooms({ jobId: null, pageNo: 1 }, signal), { enabled: company && jobId !== null });
  const [live, setLive] = useState(0);

  useChatFrames(
    socket,
    (frame) => {
      if (frame.type === 'room' || frame.type === 'message') {
        setLive((n) => n + 1);
        void queryClient.invalidateQueries({ queryKey: ROOMS_KEY });
      }
    },
    (reconnect) => {
      if (reconnect) void queryClient.invalidateQueries({ queryKey: ROOMS_KEY });
    },
  );

  const list = rooms.data?.list ?? null;
  const adsSource = jobId === null ? list : all.data?.list ?? list;
  const ads = [...new Map((adsSource ?? []).map((r) => [r.jobId, r.jobTitle])).entries()];
  if (jobId !== null && !ads.some(([id]) => id === jobId) && list?.[0]) ads.push([jobId, list[0].jobTitle]);

  return (
    <div className="chat-list">
      <header className="chat-list__header">
        <Link to="/myPage" className="ph-icon-btn" aria-label="My page">
          <BackIcon />
        </Link>
        <h1 className="chat-list__title">{company ? 'Chat inquiry' : 'Chats'}</h1>
        <span className="chat-list__side">{rooms.status === 'loading' && list ? <Spinner size="sm" label="Updating" /> : null}</span>
      </header>
      {company ? (
        <div className="chat-list__filter">
          <label htmlFor="chat-ad-filter" className="chat-list__filter-label">
            Job ad
          </label>
          <select
            id="chat-ad-filter"
            className="ph-select chat-list__select"
            value={jobId ?? ''}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.value) next.set('jobId', e.target.value);
              else next.delete('jobId');
              setParams(next, { replace: true });
            }}
          >
            <option value="">All job ads</option>
            {ads.map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {list === null ? (
        rooms.status === 'error' ? (
          <ErrorScreen cause={causeOf(rooms.error)} onRetry={rooms.reload} />
        ) : (
          <PageSpinner />
        )
      ) : list.length === 0 ? (
        <div className="chat-list__empty">
          <span className="chat-list__empty-mark" aria-hidden="true">
            <ChatIcon width={28} height={28} />
          </span>
          <p className="chat-list__empty-title">{jobId !== null ? 'No chats about this job ad yet' : 'No chats yet'}</p>
          <p className="ph-muted">
            {company ? 'When a job seeker writes to you about one of your job ads, the chat appears here.' : 'Open a job ad and tap Chat to ask the employer a question. Your chats appear here.'}
          </p>
          {company ? (
            <Link className="ph-btn ph-btn--outline ph-btn--md" to="/myPage/applicant?tab=byChat">
              Chat applications
            </Link>
          ) : (
            <Link className="ph-btn ph-btn--primary ph-btn--md" to="/ad/all">
              Find jobs
            </Link>
          )}
        </div>
      ) : (
        <ul className="chat-rooms" aria-label="Chats" data-live={live}>
          {list.map((room) => (
            <RoomRow key={room.chatUrl} room={room} company={company} myId={myId} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RoomRow({ room, company, myId }: { room: ChatRoom; company: boolean; myId: number }) {
  const badge = unreadBadge(room.unread);
  const name = company ? room.applicantName : room.companyName;
  const last = room.lastMessage;
  const preview = last ? `${last.senderId === myId ? 'You: ' : ''}${last.text ?? 'Sent an image'}` : 'No messages yet';
  return (
    <li>
      <Link className={`chat-row${badge ? ' chat-row--unread' : ''}`} to={roomPath(room.chatUrl, room.jobTitle)} data-chat-url={room.chatUrl}>
        <Avatar name={name} logo={company ? null : fileUrl(room.logoKey)} />
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__name">{name}</span>
            <span className="chat-row__time">{listTimeText(last?.createdAt ?? room.lastActivityAt)}</span>
          </span>
          <span className="chat-row__ad">{room.jobTitle}</span>
          <span className="chat-row__bottom">
            <span className="chat-row__preview">{preview}</span>
            {room.frozen ? <span className="ph-badge chat-row__ended">Ended</span> : null}
            {badge ? (
              <span className="chat-row__badge" aria-label={`${room.unread} unread`}>
                {badge}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
