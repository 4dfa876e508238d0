/**
 * The chat socket on screens: one ChatSocket per page (opened while a chat screen is shown, closed
 * a little after the last one goes), its events as React state. Tokens come from the web-core
 * session (the page's one store): `getAccessToken` (refreshed when it expires within a minute) and
 * `refresh` after a close 4401.
 */
import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '@phjobs/web-core/session';
import { ChatSocket, chatSocketUrl, type IncomingFrame, type PendingSend, type SocketState } from './socket';

let instance: ChatSocket | null = null;
let users = 0;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
/** A test (or a story) may hand its own socket. */
export function setChatSocketForTests(socket: ChatSocket | null): void {
  instance = socket;
}

export function chatSocket(): ChatSocket {
  if (!instance) {
    instance = new ChatSocket({
      url: chatSocketUrl(window.location),
      getToken: () => useSession.getState().getAccessToken(),
      refreshToken: () => useSession.getState().refresh(),
    });
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => instance?.reconnectNow());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') instance?.reconnectNow();
      });
    }
  }
  return instance;
}

/** Keeps the socket open while the calling screen is mounted (and its user signed in). */
export function useChatConnection(enabled: boolean): ChatSocket | null {
  useEffect(() => {
    if (!enabled) return;
    const socket = chatSocket();
    users += 1;
    if (stopTimer) clearTimeout(stopTimer);
    stopTimer = null;
    socket.start();
    return () => {
      users -= 1;
      // going from the list to a room keeps the connection
      if (users === 0) stopTimer = setTimeout(() => users === 0 && socket.stop(), 2000);
    };
  }, [enabled]);
  return enabled ? chatSocket() : null;
}

/** Every frame of the server, to `onFrame`; `onOpen(reconnect)` after each open. */
export function useChatFrames(socket: ChatSocket | null, onFrame: (frame: IncomingFrame) => void, onOpen?: (reconnect: boolean) => void): void {
  // the latest callbacks (Effect Events: not a reason to subscribe anew)
  const frame = useEffectEvent((f: IncomingFrame) => onFrame(f));
  const open = useEffectEvent((reconnect: boolean) => onOpen?.(reconnect));
  useEffect(() => {
    if (!socket) return;
    return socket.subscribe((event) => {
      if (event.kind === 'frame') frame(event.frame);
      else if (event.kind === 'open') open(event.reconnect);
    });
  }, [socket]);
}

const noSubscribe = () => () => undefined;

/** The connection state ('open', 'waiting', ...), for the 'Connecting…' line. */
export function useSocketState(socket: ChatSocket | null): SocketState {
  return useSyncExternalStore(
    socket ? (notify) => socket.subscribe((e) => e.kind === 'state' && notify()) : noSubscribe,
    () => socket?.current ?? 'idle',
    () => 'idle',
  );
}

const EMPTY: readonly PendingSend[] = [];

/** Unacked sends of one room, oldest first. */
export function usePendingSends(socket: ChatSocket | null, chatUrl: string): readonly PendingSend[] {
  const all = useSyncExternalStore(
    socket ? (notify) => socket.subscribe((e) => e.kind === 'pending' && notify()) : noSubscribe,
    () => (socket ? socket.unacked : EMPTY),
    () => EMPTY,
  );
  return useMemo(() => all.filter((p) => p.frame.chatUrl === chatUrl), [all, chatUrl]);
}
