import { clientFrame, type ServerFrame, WS_TOO_MANY_DEVICES_CLOSE } from '@taishan/contracts';
import type { z } from 'zod';

/** Every error a socket can be told, with the Chinese text a member sees. */
export const WS_ERRORS = {
  AUTH_REQUIRED: '请先登录',
  AUTH_INVALID: '登录状态异常，请重新登录',
  AUTH_EXPIRED: '登录已过期，请重新登录',
  AUTH_REVOKED: '账号已被删除或已退出',
  AUTH_UNAVAILABLE: '认证服务暂时不可用，请稍后重试',
  BAD_FRAME: '消息格式错误',
  RATE_LIMITED: '发送过于频繁，请稍后再试',
  NOT_A_MEMBER: '你不是该聊天的成员',
  CHAT_UNAVAILABLE: '聊天服务暂时不可用，请稍后重试',
  TOO_MANY_DEVICES: '同时在线的设备过多，请先在其他设备上退出',
} as const;
export type WsErrorCode = keyof typeof WS_ERRORS;

/**
 * Close codes. 4401/4403 mirror HTTP 401/403 so the client knows to refresh or sign out; the rest are
 * the standard ones, and anything but 1000 makes the client reconnect after 3 s.
 */
export const CLOSE = {
  GOING_AWAY: 1001,
  POLICY: 1008,
  INTERNAL_ERROR: 1011,
  TRY_AGAIN_LATER: 1013,
  UNAUTHORIZED: 4401,
  FORBIDDEN: 4403,
  /** The member already has the most sockets allowed: the client waits longer before trying again. */
  TOO_MANY_DEVICES: WS_TOO_MANY_DEVICES_CLOSE,
} as const;

export type ParsedFrame = z.output<typeof clientFrame>;

export type FrameResult =
  | { ok: true; frame: ParsedFrame }
  | { ok: false; message: string; clientId: string | undefined };

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

/**
 * Reads one client frame. Anything unreadable becomes BAD_FRAME with the schema's Chinese message
 * when it has one (e.g. 消息内容不能为空), and the frame's clientId so the sender can mark that message failed.
 */
export function readFrame(raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): FrameResult {
  if (isBinary) return { ok: false, message: WS_ERRORS.BAD_FRAME, clientId: undefined };
  let json: unknown;
  try {
    json = JSON.parse(toText(raw));
  } catch {
    return { ok: false, message: WS_ERRORS.BAD_FRAME, clientId: undefined };
  }
  const result = clientFrame.safeParse(json);
  if (result.success) return { ok: true, frame: result.data };
  const issue = result.error.issues[0];
  const message = issue && HAS_CHINESE.test(issue.message) ? issue.message : WS_ERRORS.BAD_FRAME;
  return { ok: false, message, clientId: clientIdOf(json) };
}

function toText(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw as ArrayBuffer).toString('utf8');
}

function clientIdOf(json: unknown): string | undefined {
  const data = (json as { data?: { clientId?: unknown } } | null)?.data;
  const id = data && typeof data === 'object' ? data.clientId : undefined;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
}

export function errorFrame(code: WsErrorCode | string, message: string, clientId?: string): ServerFrame {
  return { type: 'error', data: clientId ? { code, message, clientId } : { code, message } };
}

export const serverTime = () => new Date().toISOString();
