import {
  type ClientFrame,
  type ServerFrame,
  serverFrame,
  WS_NORMAL_CLOSE,
  WS_PING_INTERVAL_MS,
  WS_RECONNECT_DELAY_MS,
  WS_TOO_MANY_DEVICES_CLOSE,
  WS_TOO_MANY_DEVICES_RETRY_MS,
} from '@taishan/contracts';

export type ConnectionState = 'idle' | 'connecting' | 'connected';
export type ServerFrameType = ServerFrame['type'];
export type FrameData<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>['data'];

/** Close codes of the realtime service that mirror HTTP 401/403: renew the token before trying again. */
const SESSION_CLOSE_CODES = new Set([4401, 4403]);
/** A socket that answers nothing for this long after a ping is treated as dead (no close event comes). */
export const PONG_TIMEOUT_MS = 10_000;
/** Our own close code for a socket we gave up on (the range 4000-4999 is for applications). */
const DEAD_SOCKET_CLOSE = 4000;

export interface SocketLike {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeDeps {
  url: () => string;
  /** The stored token, renewed first when it is about to expire; null when none is usable now. */
  getToken: () => Promise<string | null>;
  /** A new token to replace `stale`, which the server refused; null when it cannot be renewed. */
  renewToken: (stale: string | null) => Promise<string | null>;
  /** The server refused the session and it could not be renewed. */
  onSessionLost: () => void;
  createSocket?: (url: string) => SocketLike;
}

const OPEN = 1;

type Handler = (data: never) => void;

/**
 * The app's one websocket. Authenticates with its first frame, pings every 30 s,
 * reconnects 3 s after any close but a normal one, and renews the token first
 * when the server closed for an expired session. Consumers subscribe to frames by type; `ready`
 * fires after every successful (re)authentication so they can fetch what they missed.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private running = false;
  private generation = 0;
  private current: ConnectionState = 'idle';
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly readyListeners = new Set<() => void>();

  constructor(private readonly deps: RealtimeDeps) {}

  get state(): ConnectionState {
    return this.current;
  }

  /** Open and authenticated: frames sent now reach the server. */
  isReady(): boolean {
    return this.current === 'connected' && this.socket?.readyState === OPEN;
  }

  start() {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  /** Closes with 1000 (logout): no reconnect follows. */
  stop() {
    this.running = false;
    this.generation++;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(WS_NORMAL_CLOSE, 'logout');
    }
    this.setState('idle');
  }

  /** Reconnects at once if a reconnect is waiting (the network came back, the page became visible). */
  wake() {
    if (this.running && !this.socket && this.reconnectTimer) void this.connect();
  }

  /** The network went away: the socket will not say so itself for a long time. */
  drop() {
    if (this.socket) this.abandon();
  }

  send(frame: ClientFrame): boolean {
    if (!this.isReady() || !this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  on<T extends ServerFrameType>(type: T, handler: (data: FrameData<T>) => void): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler as Handler);
    return () => set.delete(handler as Handler);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onReady(listener: () => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  private setState(state: ConnectionState) {
    if (this.current === state) return;
    this.current = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private async connect() {
    this.clearTimers();
    const run = ++this.generation;
    this.setState('connecting');
    const token = await this.deps.getToken();
    if (run !== this.generation || !this.running) return;
    if (!token) {
      // No usable token right now (offline while it needed renewing): the auth state decides
      // whether the session is over; until then keep trying.
      this.scheduleReconnect();
      return;
    }
    this.token = token;
    const socket = (this.deps.createSocket ?? ((url) => new WebSocket(url)))(this.deps.url());
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', data: { token } } satisfies ClientFrame));
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket === socket) void this.closed(event.code);
    };
    socket.onerror = () => {
      // A close event always follows; that is where reconnecting happens.
    };
  }

  private receive(raw: unknown) {
    this.clearPongTimer();
    if (typeof raw !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      console.warn('实时消息格式错误', raw);
      return;
    }
    const parsed = serverFrame.safeParse(json);
    if (!parsed.success) {
      console.warn('未知的实时消息', json);
      return;
    }
    const frame = parsed.data;
    if (frame.type === 'auth_success') {
      this.setState('connected');
      this.startPing();
      for (const listener of this.readyListeners) listener();
    }
    const set = this.handlers.get(frame.type);
    if (!set) return;
    for (const handler of [...set]) (handler as (data: unknown) => void)(frame.data);
  }

  private async closed(code: number) {
    const socket = this.socket;
    this.socket = null;
    if (socket) detach(socket);
    this.clearTimers();
    if (!this.running) {
      this.setState('idle');
      return;
    }
    this.setState('connecting');
    if (SESSION_CLOSE_CODES.has(code)) {
      const run = this.generation;
      const renewed = await this.deps.renewToken(this.token);
      if (run !== this.generation || !this.running) return;
      if (!renewed) {
        this.loseSession();
        return;
      }
    }
    // Over the device cap, trying again every 3 s only repeats the refusal.
    this.scheduleReconnect(
      code === WS_TOO_MANY_DEVICES_CLOSE ? WS_TOO_MANY_DEVICES_RETRY_MS : WS_RECONNECT_DELAY_MS,
    );
  }

  private scheduleReconnect(delayMs = WS_RECONNECT_DELAY_MS) {
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delayMs);
  }

  private loseSession() {
    this.stop();
    this.deps.onSessionLost();
  }

  private abandon() {
    const socket = this.socket;
    if (!socket) return;
    detach(socket);
    socket.close(DEAD_SOCKET_CLOSE, 'no answer');
    void this.closed(DEAD_SOCKET_CLOSE);
  }

  private startPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (!this.send({ type: 'ping' })) return;
      this.clearPongTimer();
      this.pongTimer = setTimeout(() => this.abandon(), PONG_TIMEOUT_MS);
    }, WS_PING_INTERVAL_MS);
  }

  private clearPongTimer() {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private clearTimers() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
    this.clearPongTimer();
  }
}

function detach(socket: SocketLike) {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
}
