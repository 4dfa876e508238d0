import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from '@phjobs/web-core/router';
import { causeOf } from '@phjobs/ui/cause';
import { Button } from '@phjobs/ui/components/Button';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { BackIcon } from '@phjobs/ui/components/Icons';
import { Modal } from '@phjobs/ui/components/Modal';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { ApiError, fileUrl } from '@phjobs/web-core/api';
import { useApiQuery, queryClient } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { uploadFile } from '@phjobs/web-core/upload';
import { CHAT_REPORT_REASONS, CHAT_UPLOAD_PROJECT, type ChatReportReason } from '@phjobs/contracts/chat-live';
import { CHAT_MESSAGES } from '@phjobs/contracts/messages';
import { chatErrorText, fetchMessages, fetchRoom, markRead, reportMessage, setBlocked, type ChatMessage, type ChatRoomDetail } from '../api/chat';
import { useChatConnection, useChatFrames, usePendingSends, useSocketState } from '../chat/useChat';
import type { PendingSend } from '../chat/socket';
import { blocksEnter } from '../domain/apply';
import { composerState, lastMessageId, mergeMessages, parseRoomKey, timeText, withDaySeparators } from '../domain/chat';
import { MoreIcon, ImageIcon, SendIcon } from '../components/ChatIcons';

/** Older history comes when the list is scrolled within this of its top. */
const LOAD_OLDER_PX = 120;
/** Still 'at the bottom' within this: new messages scroll into view. */
const NEAR_BOTTOM_PX = 80;

const roomKey = (chatUrl: string) => ['chat', 'room', chatUrl] as const;

/**
 * /chats/apply/apply_{adId}_{userId}?title=...[&apply=true]: one apply chat, as a messenger. Header
 * with the other side (logo or name) and the ad (a link to it), history paged backwards (older on
 * scroll up, the scroll position kept), day separators, own messages on the right with their
 * delivery (Sending…, Sent, Read, Failed with Retry), text up to 1,000 characters with a counter,
 * images through services/media, a composer that says why it is closed (frozen, blocked, read
 * only), and a menu with Block/Unblock; a message of the other side can be reported. Visitors go
 * to /enter.
 */
export function ChatRoomScreen() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const { room: chatUrl = '' } = useParams();
  const key = parseRoomKey(chatUrl);
  if (status === 'ready' && !user) return <Navigate to="/enter" replace />;
  if (!key) return <NotFound home={<Link to="/myPage/chats">Go to my chats</Link>} />;
  if (status !== 'ready' || !user) return <PageSpinner />;
  return <Room key={chatUrl} chatUrl={chatUrl} myId={Number(user.userId)} />;
}

function Room({ chatUrl, myId }: { chatUrl: string; myId: number }) {
  const [params] = useSearchParams();
  const room = useApiQuery(roomKey(chatUrl), (signal) => fetchRoom(chatUrl, signal));
  const data = room.data;
  if (!data && room.status === 'error') {
    const notFound = room.error instanceof ApiError && (room.error.status === 404 || room.error.status === 403);
    return notFound ? (
      <NotFound home={<Link to="/myPage/chats">Go to my chats</Link>} />
    ) : (
      <ErrorScreen cause={causeOf(room.error)} onRetry={room.reload} />
    );
  }
  if (!data) return <PageSpinner />;
  return <RoomView room={data} chatUrl={chatUrl} myId={myId} titleHint={params.get('title')} />;
}

type Timeline = { messages: ChatMessage[]; hasOlder: boolean; loading: 'first' | 'older' | null; error: unknown };

function RoomView({ room, chatUrl, myId, titleHint }: { room: ChatRoomDetail; chatUrl: string; myId: number; titleHint: string | null }) {
  const navigate = useNavigate();
  const socket = useChatConnection(true);
  const socketState = useSocketState(socket);
  const pending = usePendingSends(socket, chatUrl);
  const [timeline, setTimeline] = useState<Timeline>({ messages: [], hasOlder: true, loading: 'first', error: null });
  const [otherRead, setOtherRead] = useState(0);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [blockBusy, setBlockBusy] = useState(false);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const stick = useRef(true);
  const readSent = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // the menu closes on a tap outside it and on Escape
  useEffect(() => {
    if (!menuOpen) return;
    const outside = (e: PointerEvent) => {
      if (!(e.target instanceof Node && menu.current?.contains(e.target))) setMenuOpen(false);
    };
    const escape = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [menuOpen]);
  // the other side's read mark: the room's (refetched) or a newer one from a `read` frame
  const otherReadId = Math.max(otherRead, room.otherLastReadId);

  // the newest page first
  useEffect(() => {
    const controller = new AbortController();
    fetchMessages(chatUrl, {}, controller.signal).then(
      // merged with what the socket brought meanwhile (a message sent while this page was on its way)
      (page) => setTimeline((t) => ({ messages: mergeMessages(t.messages, page.messages), hasOlder: page.hasMore, loading: null, error: null })),
      (error: unknown) => !controller.signal.aborted && setTimeline((t) => ({ ...t, loading: null, error })),
    );
    return () => controller.abort();
  }, [chatUrl]);

  const loadOlder = useCallback((firstId: number) => {
    const el = scroller.current;
    if (!el) return;
    setTimeline((t) => (t.loading || !t.hasOlder ? t : { ...t, loading: 'older' }));
    fetchMessages(chatUrl, { before: firstId }).then(
      (page) => {
        anchor.current = { height: el.scrollHeight, top: el.scrollTop };
        setTimeline((t) => ({ messages: mergeMessages(t.messages, page.messages), hasOlder: page.hasMore, loading: null, error: null }));
      },
      (error: unknown) => setTimeline((t) => ({ ...t, loading: null, error })),
    );
  }, [chatUrl]);

  // after a render: keep the reader's place when older messages came in above, else follow new ones
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [timeline.messages, pending, uploading]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    const first = timeline.messages[0];
    if (el.scrollTop < LOAD_OLDER_PX && timeline.hasOlder && timeline.loading === null && first) loadOlder(first.id);
  };

  // a first page shorter than the screen: load older until it scrolls (or there is no more)
  useEffect(() => {
    const el = scroller.current;
    const first = timeline.messages[0];
    if (!el || timeline.loading !== null || !timeline.hasOlder || !first) return;
    if (el.scrollHeight <= el.clientHeight + LOAD_OLDER_PX) loadOlder(first.id);
  }, [timeline, loadOlder]);

  useChatFrames(
    socket,
    (frame) => {
      const f = frame as Record<string, unknown>;
      if ((frame.type === 'message' || frame.type === 'ack') && isMessage(f.message) && f.message.chatUrl === chatUrl) {
        const message = f.message;
        if (message.senderId === myId || frame.type === 'ack') stick.current = true;
        setTimeline((t) => ({ ...t, messages: mergeMessages(t.messages, [message]) }));
      } else if (frame.type === 'read' && f.chatUrl === chatUrl && typeof f.upToId === 'number' && f.userId !== myId) {
        setOtherRead((r) => Math.max(r, f.upToId as number));
      } else if (frame.type === 'room' && (f.room as { chatUrl?: unknown } | undefined)?.chatUrl === chatUrl) {
        // frozen, blocked: the header and composer state again
        const summary = f.room as { frozen: boolean };
        if (summary.frozen !== room.frozen) void queryClient.invalidateQueries({ queryKey: roomKey(chatUrl) });
      } else if (frame.type === 'error' && f.chatUrl === chatUrl && (f.code === 'frozen' || f.code === 'blocked' || f.code === 'read-only')) {
        void queryClient.invalidateQueries({ queryKey: roomKey(chatUrl) });
      }
    },
    (reconnect) => {
      // what came while the socket was away, or (first open) between the history's answer and the
      // socket's subscription (e.g. the room's first message, written by the chat apply's event)
      const since = lastMessageId(timeline.messages);
      fetchMessages(chatUrl, since > 0 ? { after: since } : {}).then(
        (page) => setTimeline((t) => ({ ...t, messages: mergeMessages(t.messages, page.messages) })),
        () => undefined,
      );
      if (reconnect) void queryClient.invalidateQueries({ queryKey: roomKey(chatUrl) });
    },
  );

  // read receipts: the newest message of the other side, once seen
  const lastOther = [...timeline.messages].reverse().find((m) => m.senderId !== myId)?.id ?? 0;
  const readOnly = room.role === 'master';
  useEffect(() => {
    if (lastOther <= readSent.current || readOnly) return;
    readSent.current = lastOther;
    markRead(chatUrl, lastOther).catch(() => {
      readSent.current = 0;
    });
    void queryClient.invalidateQueries({ queryKey: ['chat', 'rooms'] });
  }, [lastOther, chatUrl, readOnly]);

  const closed = !room.canSend;
  const closedText = closed ? room.frozenMessage ?? room.sendRefusal ?? (room.frozen ? CHAT_MESSAGES.frozen : readOnly ? CHAT_MESSAGES.readOnly : CHAT_MESSAGES.blocked) : null;
  const composer = composerState(text);

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    if (!socket || closed || !composer.canSend) return;
    stick.current = true;
    socket.send(chatUrl, { text: text.trim() });
    setText('');
  };

  const sendImage = async (file: File) => {
    if (!socket || closed) return;
    setUploadError(null);
    setUploading(file.name);
    stick.current = true;
    try {
      const stored = await uploadFile(file, { project: CHAT_UPLOAD_PROJECT });
      socket.send(chatUrl, { imageKey: stored.key });
    } catch (error) {
      setUploadError(chatErrorText(error));
    } finally {
      setUploading(null);
    }
  };

  const toggleBlock = async () => {
    setBlockBusy(true);
    try {
      await setBlocked(chatUrl, !room.blockedByMe);
      await queryClient.invalidateQueries({ queryKey: roomKey(chatUrl) });
    } finally {
      setBlockBusy(false);
      setConfirmBlock(false);
    }
  };

  const seeker = room.role === 'seeker';
  const other = seeker ? room.companyName : room.seekerName || 'Job seeker';
  const logo = seeker ? fileUrl(room.logoKey) : null;
  const title = room.jobTitle || titleHint || 'Chat';
  const items = withDaySeparators(timeline.messages, (m) => `m${m.id}`);
  const lastOwnId = [...timeline.messages].reverse().find((m) => m.senderId === myId)?.id ?? 0;

  return (
    <div className="chat-room">
      <header className="chat-room__header">
        <button type="button" className="ph-icon-btn" aria-label="Back" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/myPage/chats'))}>
          <BackIcon />
        </button>
        <Avatar name={other} logo={logo} />
        <div className="chat-room__who">
          <h1 className="chat-room__name">{other}</h1>
          <Link className="chat-room__ad" to={`/ad/all/${room.jobId}`}>
            {title}
          </Link>
        </div>
        <div className="chat-menu" ref={menu}>
          <button type="button" className="ph-icon-btn" aria-label="Chat menu" aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
            <MoreIcon />
          </button>
          {menuOpen ? (
            <div className="chat-menu__panel" role="menu">
              <Link role="menuitem" className="chat-menu__item" to={`/ad/all/${room.jobId}`}>
                View the job ad
              </Link>
              <Link role="menuitem" className="chat-menu__item" to="/myPage/chats">
                All chats
              </Link>
              {readOnly ? null : (
                <button
                  type="button"
                  role="menuitem"
                  className="chat-menu__item chat-menu__item--danger"
                  onClick={() => {
                    setMenuOpen(false);
                    if (room.blockedByMe) void toggleBlock();
                    else setConfirmBlock(true);
                  }}
                >
                  {room.blockedByMe ? 'Unblock' : 'Block'}
                </button>
              )}
            </div>
          ) : null}
        </div>
      </header>
      {socketState === 'waiting' || (socketState === 'connecting' && timeline.loading === null) ? (
        <p className="chat-room__conn" role="status">
          Connecting…
        </p>
      ) : null}

      <div className="chat-room__scroll" ref={scroller} onScroll={onScroll} aria-label="Messages" role="log" aria-live="polite">
        {timeline.loading === 'first' ? (
          <PageSpinner />
        ) : (
          <>
            {timeline.loading === 'older' ? (
              <div className="chat-room__older">
                <Spinner size="sm" label="Loading older messages" />
              </div>
            ) : !timeline.hasOlder && timeline.messages.length > 0 ? (
              <p className="chat-room__start">The start of your chat about {title}</p>
            ) : null}
            {timeline.error && timeline.messages.length === 0 ? <ErrorScreen cause={causeOf(timeline.error)} onRetry={() => window.location.reload()} /> : null}
            {timeline.messages.length === 0 && pending.length === 0 && !timeline.error ? (
              <div className="chat-room__empty">
                <p className="chat-room__empty-title">{seeker ? `Say hello to ${other}` : `No messages from ${other} yet`}</p>
                <p className="ph-muted">Messages about “{title}” appear here.</p>
              </div>
            ) : null}
            <ol className="chat-msgs">
              {items.map((item) =>
                item.kind === 'day' ? (
                  <li key={item.key} className="chat-day">
                    <span>{item.label}</span>
                  </li>
                ) : (
                  <MessageItem
                    key={item.key}
                    message={item.message}
                    mine={item.message.senderId === myId}
                    status={item.message.senderId === myId && item.message.id === lastOwnId ? (otherReadId >= item.message.id ? 'Read' : 'Sent') : null}
                    selected={selected === item.message.id}
                    onSelect={() => setSelected((s) => (s === item.message.id ? null : item.message.id))}
                    onReport={readOnly ? null : () => setReporting(item.message)}
                  />
                ),
              )}
              {pending.map((p) => (
                <PendingItem key={p.frame.clientId} pending={p} onRetry={() => socket?.retry(p.frame.clientId)} onDiscard={() => socket?.discard(p.frame.clientId)} />
              ))}
              {uploading ? (
                <li className="chat-msg chat-msg--mine">
                  <div className="chat-bubble chat-bubble--uploading">
                    <Spinner size="sm" inline label="Uploading" /> {uploading}
                  </div>
                </li>
              ) : null}
            </ol>
          </>
        )}
      </div>

      {closedText ? (
        <div className="chat-composer chat-composer--closed" role="status">
          <p>{closedText}</p>
          {room.blockedByMe ? (
            <Button variant="outline" size="sm" loading={blockBusy} onClick={() => void toggleBlock()}>
              Unblock
            </Button>
          ) : null}
        </div>
      ) : (
        <form className="chat-composer" onSubmit={send}>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="ph-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void sendImage(file);
            }}
          />
          <button type="button" className="ph-icon-btn chat-composer__image" aria-label="Send an image" disabled={!!uploading} onClick={() => fileInput.current?.click()}>
            <ImageIcon />
          </button>
          <div className="chat-composer__field">
            <label className="ph-visually-hidden" htmlFor="chat-text">
              Message
            </label>
            <textarea
              id="chat-text"
              className="chat-composer__input"
              rows={1}
              placeholder="Write a message"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
                if (blocksEnter(e) && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send();
                }
              }}
            />
            <span className={`chat-composer__count${composer.over ? ' chat-composer__count--over' : ''}`} aria-live="polite">
              {composer.counter}
            </span>
          </div>
          <button type="submit" className="chat-composer__send" aria-label="Send" disabled={!composer.canSend}>
            <SendIcon />
          </button>
          {uploadError ? (
            <p className="chat-composer__error" role="alert">
              {uploadError}
            </p>
          ) : null}
        </form>
      )}

      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${other}?`}
        confirmLabel="Block"
        cancelLabel="Keep chatting"
        danger
        busy={blockBusy}
        onConfirm={() => void toggleBlock()}
        onCancel={() => setConfirmBlock(false)}
      >
        Neither of you can send messages in this chat until you unblock it. The messages so far stay.
      </ConfirmDialog>
      <ReportDialog key={reporting?.id ?? 0} message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}

function isMessage(value: unknown): value is ChatMessage {
  return !!value && typeof value === 'object' && typeof (value as ChatMessage).id === 'number' && typeof (value as ChatMessage).chatUrl === 'string';
}

export function Avatar({ name, logo }: { name: string; logo: string | null }) {
  return logo ? (
    <img className="chat-avatar" src={logo} alt="" />
  ) : (
    <span className="chat-avatar chat-avatar--letter" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

function MessageBody({ text, imageKey }: { text: string | null; imageKey: string | null }) {
  const src = fileUrl(imageKey);
  return (
    <>
      {src ? (
        <a href={src} target="_blank" rel="noreferrer" className="chat-bubble__image">
          <img src={src} alt="Image sent in the chat" loading="lazy" />
        </a>
      ) : null}
      {text ? <span className="chat-bubble__text">{text}</span> : null}
    </>
  );
}

function MessageItem({
  message,
  mine,
  status,
  selected,
  onSelect,
  onReport,
}: {
  message: ChatMessage;
  mine: boolean;
  status: 'Read' | 'Sent' | null;
  selected: boolean;
  onSelect: () => void;
  onReport: (() => void) | null;
}) {
  return (
    <li className={`chat-msg${mine ? ' chat-msg--mine' : ''}`} data-message-id={message.id}>
      <div className="chat-msg__row">
        {mine ? (
          <div className="chat-bubble chat-bubble--mine">
            <MessageBody text={message.text} imageKey={message.imageKey} />
          </div>
        ) : (
          <button type="button" className={`chat-bubble chat-bubble--theirs${selected ? ' chat-bubble--selected' : ''}`} aria-expanded={selected} onClick={onSelect}>
            <MessageBody text={message.text} imageKey={message.imageKey} />
          </button>
        )}
        <span className="chat-msg__time">{timeText(message.createdAt)}</span>
      </div>
      {status ? <span className={`chat-msg__status${status === 'Read' ? ' chat-msg__status--read' : ''}`}>{status}</span> : null}
      {!mine && selected && onReport ? (
        <button type="button" className="chat-msg__report" onClick={onReport}>
          Report this message
        </button>
      ) : null}
    </li>
  );
}

function PendingItem({ pending, onRetry, onDiscard }: { pending: PendingSend; onRetry: () => void; onDiscard: () => void }) {
  const failed = pending.status === 'failed';
  return (
    <li className="chat-msg chat-msg--mine" data-client-id={pending.frame.clientId}>
      <div className="chat-msg__row">
        <div className={`chat-bubble chat-bubble--mine chat-bubble--pending${failed ? ' chat-bubble--failed' : ''}`}>
          <MessageBody text={pending.frame.text ?? null} imageKey={pending.frame.imageKey ?? null} />
        </div>
      </div>
      {failed ? (
        <span className="chat-msg__status chat-msg__status--failed">
          {pending.error ?? 'Not sent.'}{' '}
          <button type="button" className="chat-link" onClick={onRetry}>
            Retry
          </button>{' '}
          <button type="button" className="chat-link" onClick={onDiscard}>
            Delete
          </button>
        </span>
      ) : (
        <span className="chat-msg__status">Sending…</span>
      )}
    </li>
  );
}

const REPORT_LABELS: Record<ChatReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or offensive language',
  scam: 'Scam, or asks for money or fees',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

function ReportDialog({ message, onClose }: { message: ChatMessage | null; onClose: () => void }) {
  const [reason, setReason] = useState<ChatReportReason>('spam');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!message) return;
    setState('busy');
    setError(null);
    try {
      await reportMessage(message.id, reason);
      setState('done');
    } catch (e) {
      setError(chatErrorText(e));
      setState('idle');
    }
  };
  return (
    <Modal
      open={message !== null}
      title="Report this message"
      onClose={onClose}
      footer={
        state === 'done' ? (
          <Button block onClick={onClose}>
            Close
          </Button>
        ) : (
          <Button block loading={state === 'busy'} onClick={() => void submit()}>
            Report
          </Button>
        )
      }
    >
      {state === 'done' ? (
        <p role="status">{CHAT_MESSAGES.reported}</p>
      ) : (
        <fieldset className="chat-report">
          <legend className="ph-muted">“{message?.text ?? 'Image'}”</legend>
          {CHAT_REPORT_REASONS.map((r) => (
            <label key={r} className="ph-check">
              <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {REPORT_LABELS[r]}
            </label>
          ))}
          {error ? (
            <p className="ph-field-error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    </Modal>
  );
}
