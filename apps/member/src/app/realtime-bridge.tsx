import { DEFAULT_SETTINGS } from '@taishan/contracts';
import { toast } from 'sonner';
import { useChatSync } from '@/features/chat/hooks/use-chat-sync';
import { useMessageAlerts } from '@/features/chat/hooks/use-message-alerts';
import { useOutboxSender } from '@/features/chat/hooks/use-outbox-sender';
import { useFriendRequestsSync } from '@/features/contacts/hooks/use-friend-requests-sync';
import { useFriendsPresence } from '@/features/contacts/hooks/use-friends-presence';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSettingsSync } from '@/features/settings/hooks/use-settings-sync';
import { useVerificationSync } from '@/features/verification/hooks/use-verification-sync';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useCurrentUser } from '@/lib/auth-provider';
import { useCurrentUserSync } from '@/lib/current-user';
import { useRealtimeConnection, useRealtimeEvent } from '@/lib/realtime/realtime';

/**
 * Mounted inside the signed-in frame: opens the one realtime connection (closed with 1000 when the
 * member signs out) and lets each feature keep its cached data in step with it.
 */
export function RealtimeBridge() {
  const me = useCurrentUser();
  const settings = useSettings();
  useRealtimeConnection();
  // The server refused this device (too many open elsewhere); say so once, not on every retry.
  useRealtimeEvent('error', (error) => {
    if (error.code === 'TOO_MANY_DEVICES') toast.error(error.message, { id: 'too-many-devices' });
  });
  useChatSync(me.id);
  useOutboxSender(me.id);
  useFriendsPresence();
  useFriendRequestsSync();
  // Money, verification, profile and settings changed elsewhere (another device, another member).
  useWalletSync();
  useVerificationSync();
  useCurrentUserSync();
  useSettingsSync();
  // Until the settings arrive nothing rings (they may say 勿扰); if they cannot load, the defaults do.
  useMessageAlerts(
    me.id,
    settings.data?.notifications ?? (settings.isError ? DEFAULT_SETTINGS.notifications : undefined),
  );
  return null;
}
