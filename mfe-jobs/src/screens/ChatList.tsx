import { useState } from 'react';
import { Button } from '@phjobs/ui/components/Button';
import { Link, Navigate, useSearchParams } from '@phjobs/web-core/router';
import { causeOf } from '@phjobs/ui/cause';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { BackIcon, ChatIcon } from '@phjobs/ui/components/Icons';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { fileUrl } from '@phjobs/web-core/api';
import { queryClient, useApiQuery } from '@phjobs/web-core/query';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { fetchRooms, type ChatRoomSummary } from '../api/chat';
import type { ChatRoomsResponse } from '@phjobs/contracts/chat';
import { useChatConnection, useChatFrames } from '../chat/useChat';
import { listTimeText, roomPath, unreadBadge } from '../domain/chat';
import { Avatar } from './ChatRoom';

const ROOMS_KEY = ['chat', 'rooms'] as const;
const PAGE = 30;

const byActivity = (a: ChatRoomSummary, b: ChatRoomSummary) => b.lastActivityAt.localeCompare(a.lastActivityAt);

/** A `room` frame into a cached list: the row replaced (or added on top when it matches the filter), newest activity first. */
export function applyRoomFrame(list: readonly ChatRoomSummary[], room: ChatRoomSummary, jobId: number | null): ChatRoomSummary[] {
  if (jobId !== null && room.jobId !== jobId) return [...list];
  return [room, ...list.filter((r) => r.chatUrl !== room.chatUrl)].sort(byActivity);
}

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
  const key = [...ROOMS_KEY, jobId] as const;
  const rooms = useApiQuery(key, (signal) => fetchRooms({ jobId, limit: PAGE }, signal));
  // the ads of the filter: those of the company's rooms (the unfiltered list)
  const all = useApiQuery([...ROOMS_KEY, null], (signal) => fetchRooms({ limit: 100 }, signal), { enabled: company && jobId !== null });
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  useChatFrames(
    socket,
    (frame) => {
      if (frame.type !== 'room') return;
      const room = (frame as unknown as { room: ChatRoomSummary }).room;
      // the row moves to the top at once, without a request
      queryClient.setQueryData<ChatRoomsResponse>(key, (data) => (data ? { ...data, rooms: applyRoomFrame(data.rooms, room, jobId) } : data));
    },
    (reconnect) => {
      if (reconnect) rooms.reload();
    },
  );

  const loadMore = async () => {
    const cursor = rooms.data?.nextCursor;
    if (!cursor) return;
    setMore({ busy: true, error: null });
    try {
      const page = await fetchRooms({ jobId, cursor, limit: PAGE });
      queryClient.setQueryData<ChatRoomsResponse>(key, (data) => (data ? { rooms: [...data.rooms, ...page.rooms.filter((r) => !data.rooms.some((x) => x.chatUrl === r.chatUrl))], nextCursor: page.nextCursor } : data));
      setMore({ busy: false, error: null });
    } catch (error) {
      setMore({ busy: false, error: causeOf(error) });
    }
  };

  const list = rooms.data?.rooms ?? null;
  const adsSource = jobId === null ? list : all.data?.rooms ?? list;
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
        <>
          <ul className="chat-rooms" aria-label="Chats">
            {list.map((room) => (
              <RoomRow key={room.chatUrl} room={room} company={company} myId={myId} />
            ))}
          </ul>
          {rooms.data?.nextCursor ? (
            <div className="chat-list__more">
              <Button variant="outline" loading={more.busy} onClick={() => void loadMore()}>
                Show more chats
              </Button>
              {more.error ? (
                <p className="ph-field-error" role="alert">
                  {more.error}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function RoomRow({ room, company, myId }: { room: ChatRoomSummary; company: boolean; myId: number }) {
  const badge = unreadBadge(room.unread);
  const name = company ? room.seekerName || 'Job seeker' : room.companyName;
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
              <span className="chat-row__badge" role="img" aria-label={`${room.unread} unread`}>
                {badge}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
