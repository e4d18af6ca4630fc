import { toast } from 'sonner';

/** Why a visitor is not (or no longer) signed in; `none` means there was never a session. */
export type SignedOutReason = 'none' | 'expired' | 'invalid' | 'logout';

const NOTICES: Record<Exclude<SignedOutReason, 'logout'>, { title: string; description: string }> = {
  none: { title: '需要登录', description: '请先登录后访问此页面' },
  expired: { title: '登录已过期', description: '您的登录状态已过期，请重新登录' },
  invalid: { title: '登录状态异常', description: '请重新登录' },
};

/**
 * The login guard's toast. One fixed id, so the guard and the session watcher
 * announcing the same end of session show one toast, not two.
 */
export function showSessionNotice(reason: SignedOutReason) {
  if (reason === 'logout') return;
  const { title, description } = NOTICES[reason];
  toast.warning(title, { id: 'session-notice', description });
}
