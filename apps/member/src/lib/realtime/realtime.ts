import { useEffect, useRef, useSyncExternalStore } from 'react';
import { clearSession, getStoredToken } from '../auth-storage';
import { decodeClaims, expiresAtMs } from '../jwt';
import { navigateTo } from '../navigation';
import { REFRESH_MARGIN_MS, refreshSession } from '../session-refresh';
import {
  type ConnectionState,
  type FrameData,
  RealtimeClient,
  type ServerFrameType,
} from './realtime-client';

/** /ws on the page's own host, wss: when the page came over https. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

async function usableToken(): Promise<string | null> {
  const token = getStoredToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (claims && expiresAtMs(claims) - Date.now() > REFRESH_MARGIN_MS) return token;
  const refreshed = await refreshSession(token);
  if (refreshed) return refreshed.token;
  // Renewal failed (offline, say): a token that has not quite expired still opens the socket.
  return claims && expiresAtMs(claims) > Date.now() ? token : null;
}

/** The one realtime connection of the app; started and stopped with the member session. */
export const realtime = new RealtimeClient({
  url: () => socketUrl(),
  getToken: usableToken,
  renewToken: async (stale) => (await refreshSession(stale))?.token ?? null,
  onSessionLost: () => {
    clearSession('expired');
    navigateTo('/');
  },
});

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (onChange) => realtime.onState(onChange),
    () => realtime.state,
  );
}

/** Runs `handler` for every frame of `type` while the component is mounted (always the latest handler). */
export function useRealtimeEvent<T extends ServerFrameType>(type: T, handler: (data: FrameData<T>) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => realtime.on(type, (data) => latest.current(data)), [type]);
}

/** Starts the connection while mounted (inside the signed-in frame) and closes it with 1000 after. */
export function useRealtimeConnection() {
  useEffect(() => {
    realtime.start();
    const wake = () => realtime.wake();
    const onVisible = () => {
      if (document.visibilityState === 'visible') realtime.wake();
    };
    const onOffline = () => realtime.drop();
    window.addEventListener('online', wake);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', wake);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      realtime.stop();
    };
  }, []);
}
