import { useMemo, useSyncExternalStore } from 'react';
import type { MessageTarget } from '../api/get-messages';
import type { LogMessage } from '../lib/message-log';
import { chatOutbox } from '../lib/outbox-db';

const sameView = (a: MessageTarget, b: MessageTarget) =>
  a.kind === 'room'
    ? b.kind === 'room' && a.roomId === b.roomId
    : b.kind === 'direct' && a.contactId === b.contactId;

/** The member's unsent messages written in this conversation, in the order written. */
export function useUnsent(view: MessageTarget): LogMessage[] {
  const entries = useSyncExternalStore(
    (onChange) => chatOutbox.subscribe(onChange),
    () => chatOutbox.snapshot(),
  );
  const kind = view.kind;
  const id = view.kind === 'room' ? view.roomId : view.contactId;
  return useMemo(() => {
    const here: MessageTarget = kind === 'room' ? { kind, roomId: id } : { kind, contactId: id };
    return entries.filter((e) => sameView(e.view, here)).map((e) => e.message);
  }, [entries, kind, id]);
}
