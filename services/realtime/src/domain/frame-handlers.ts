import { type Delivery, deliverRoomSubject } from '@taishan/contracts';
import { deliver, RpcUnavailableError } from '@taishan/events';
import type { Session } from './session.js';
import { type ParsedFrame, serverTime, WS_ERRORS } from './wire.js';

type Frame<T extends ParsedFrame['type']> = Extract<ParsedFrame, { type: T }>;

/** Frames of a signed-in socket. The member is always the token's, never something the frame claims. */
export async function handleFrame(session: Session, frame: ParsedFrame): Promise<void> {
  switch (frame.type) {
    case 'ping':
      session.conn.send({ type: 'pong', data: { serverTime: serverTime() } });
      return;
    case 'join_chat':
      return joinChat(session, frame);
    case 'send_message':
      return queueSend(session, frame);
    case 'typing':
      return typing(session, frame);
    case 'ack':
    case 'read':
      return receipt(session, frame);
    case 'auth':
      return;
  }
}

/** The member's rooms are all live already; joining confirms one and catches a room just joined. */
async function joinChat(session: Session, frame: Frame<'join_chat'>): Promise<void> {
  const { chatId } = frame.data;
  const member = await membership(session, chatId);
  if (member === undefined) return;
  if (member) session.conn.send({ type: 'room_joined', data: { chatId } });
  else session.conn.error('NOT_A_MEMBER', WS_ERRORS.NOT_A_MEMBER);
}

function queueSend(session: Session, frame: Frame<'send_message'>): Promise<void> {
  const { clientId } = frame.data;
  if (session.pendingSends >= session.ctx.config.RATE_LIMIT_BURST) {
    session.conn.error('RATE_LIMITED', WS_ERRORS.RATE_LIMITED, clientId);
    return Promise.resolve();
  }
  session.pendingSends += 1;
  const next = session.sendChain.then(() => send(session, frame));
  session.sendChain = next
    .catch(() => {})
    .finally(() => {
      session.pendingSends -= 1;
    });
  return next;
}

/**
 * Chat stores the message (the same path as POST, so both give the same result) and answers this
 * socket; everyone in the room, the sender's other devices included, hears it from chat's delivery.
 */
async function send(session: Session, frame: Frame<'send_message'>): Promise<void> {
  const { conn, ctx } = session;
  const { chatId, content, clientId } = frame.data;
  if (!conn.open) return;
  try {
    const reply = await ctx.chat.send({
      userId: conn.userId,
      roomId: chatId,
      content,
      clientId,
      requestId: session.requestId,
    });
    if (reply.ok) conn.send({ type: 'message', data: reply.message });
    else conn.error(reply.error.code, reply.error.message, clientId);
  } catch (err) {
    if (!(err instanceof RpcUnavailableError)) throw err;
    conn.log.warn({ roomId: chatId, err: err.message }, 'send failed: chat unavailable');
    conn.error('CHAT_UNAVAILABLE', WS_ERRORS.CHAT_UNAVAILABLE, clientId);
  }
}

/** Typing goes straight to the room over NATS: it is not stored, and chat need not hear it. */
async function typing(session: Session, frame: Frame<'typing'>): Promise<void> {
  const { conn, ctx } = session;
  const { chatId, isTyping } = frame.data;
  const member = await membership(session, chatId);
  if (member === undefined) return;
  if (!member) return conn.error('NOT_A_MEMBER', WS_ERRORS.NOT_A_MEMBER);
  const delivery: Delivery = {
    type: 'typing',
    data: { chatId, userId: conn.userId, nickname: conn.username, isTyping },
  };
  deliver(ctx.bus, deliverRoomSubject(chatId), delivery, conn.log);
}

/** Receipts are fire-and-forget: the client has nothing to do if one is lost, the next covers it. */
async function receipt(session: Session, frame: Frame<'ack'> | Frame<'read'>): Promise<void> {
  const { conn, ctx } = session;
  const { chatId, seq } = frame.data;
  const kind = frame.type === 'ack' ? 'delivered' : 'read';
  try {
    await ctx.chat.receipt({ userId: conn.userId, roomId: chatId, kind, seq });
  } catch (err) {
    if (!(err instanceof RpcUnavailableError)) throw err;
    conn.log.warn({ roomId: chatId, kind, err: err.message }, 'receipt not recorded: chat unavailable');
  }
}

/** true / false, or undefined when chat could not be asked (the client has been told). */
async function membership(session: Session, chatId: string): Promise<boolean | undefined> {
  try {
    return await session.isMember(chatId);
  } catch (err) {
    if (!(err instanceof RpcUnavailableError)) throw err;
    session.conn.error('CHAT_UNAVAILABLE', WS_ERRORS.CHAT_UNAVAILABLE);
    return undefined;
  }
}
