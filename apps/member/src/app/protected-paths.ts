import { matchPath } from 'react-router';

/**
 * Every page that needs a signed-in member, built or planned. A visitor who opens
 * one is sent to the landing screen with the login guard's toast; any other path is simply not
 * found. Pages not built yet are listed too: they are member pages, just absent for now.
 */
const PROTECTED_PATTERNS = [
  '/dao',
  '/chat',
  '/chat-new',
  '/chat/:chatId',
  '/chat-room',
  '/contacts',
  '/messages',
  '/conversation',
  '/conversation/:contactId',
  '/profile',
  '/settings',
  '/heritage/:type',
  '/calls',
  '/wallet',
  '/admin-verification',
  '/records',
  '/help',
  '/privacy',
  '/notifications',
  '/badges',
  '/merit-points',
  '/merit-history',
  '/achievements',
  '/study',
  '/book/:bookId',
  '/activities',
  '/call/:contactId',
  '/incoming-call/:contactId',
  '/token-test',
];

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
