import type { ChatMessage, NotificationSettings } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { readLocalNotificationSettings } from '@/lib/local-notification-settings';
import {
  desktopPermission,
  hasUserGesture,
  playMessageTone,
  showDesktopNotification,
  unlockAudioOnFirstGesture,
  vibrate,
} from '@/lib/notifications/message-alert';
import { alertPlan } from '@/lib/notifications/notification-policy';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { roomInfoOf } from '../api/message-cache';
import { isInView } from '../lib/active-chat';

/** A burst of messages rings once. */
const ALERT_GAP_MS = 1500;

function hrefFor(message: ChatMessage, kind: 'private' | 'group' | 'public', roomName: string | undefined) {
  if (kind === 'private') {
    return `/conversation?contact=${message.senderId}&name=${encodeURIComponent(message.senderName)}`;
  }
  if (kind === 'public') {
    return `/chat-room?room=${encodeURIComponent(message.roomId)}&name=${encodeURIComponent(roomName ?? '')}`;
  }
  return `/conversation?group=${encodeURIComponent(message.roomId)}`;
}

/**
 * Announces messages from others that arrive outside the conversation on screen: desktop popup,
 * tone and vibration, as the member's account settings and this device's preferences allow.
 * Without account settings (still loading) it stays silent.
 */
export function useMessageAlerts(me: string, account: NotificationSettings | undefined) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const lastAlert = useRef(0);
  const askedPermission = useRef(false);

  useEffect(() => {
    const unlock = unlockAudioOnFirstGesture();
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  useRealtimeEvent('new_message', (message) => {
    if (!account || message.senderId === me || isInView(message, me)) return;
    const device = readLocalNotificationSettings();
    if (device.desktop && desktopPermission() === 'default' && !askedPermission.current && hasUserGesture()) {
      // Asked once, on the first message that would have shown a popup after the member touched
      // the page (browsers refuse, and complain, before that).
      askedPermission.current = true;
      void Notification.requestPermission().catch(() => undefined);
    }
    const room = roomInfoOf(client, message.roomId);
    const kind = room?.type ?? (message.receiverId ? 'private' : 'group');
    const plan = alertPlan({
      kind,
      account,
      device,
      now: new Date(),
      desktopAllowed: desktopPermission() === 'granted',
    });
    const now = Date.now();
    // Before the member's first gesture nothing can ring, so nothing counts as the burst's ring.
    const canRing = hasUserGesture() && (plan.sound || plan.vibrate);
    if (canRing && now - lastAlert.current > ALERT_GAP_MS) {
      if (plan.sound) playMessageTone(device.volume);
      if (plan.vibrate) vibrate();
    }
    if (canRing) lastAlert.current = now;
    if (plan.desktop) {
      const title = kind === 'private' ? message.senderName : (room?.name ?? '群聊消息');
      const body = kind === 'private' ? message.content : `${message.senderName}：${message.content}`;
      showDesktopNotification(title, body, message.roomId, () =>
        navigate(hrefFor(message, kind, room?.name)),
      );
    }
  });
}
