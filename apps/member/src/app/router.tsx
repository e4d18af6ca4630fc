import { createBrowserRouter } from 'react-router';
import { AuthShell } from './auth-guard';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { AdminVerificationRoute } from './routes/admin-verification';
import { ChatRoute } from './routes/chat';
import { ChatNewRoute } from './routes/chat-new';
import { ChatRoomRoute } from './routes/chat-room';
import { ContactsRoute } from './routes/contacts';
import { ConversationRoute } from './routes/conversation';
import { HelpRoute } from './routes/help';
import { HomeRoute } from './routes/home';
import { IndexRoute } from './routes/index';
import { NotFoundRoute } from './routes/not-found';
import { NotificationsRoute } from './routes/notifications';
import { PrivacyRoute } from './routes/privacy';
import { ProfileRoute } from './routes/profile';
import { RegisterTestRoute } from './routes/register-test';
import { SettingsRoute } from './routes/settings';
import { TokenTestRoute } from './routes/token-test';
import { WalletRoute } from './routes/wallet';

const handle = (title: string, back?: string): RouteHandle => (back ? { title, back } : { title });
const chatList: RouteHandle = { title: '聊天', layout: 'chat-list' };
const chatView: RouteHandle = { title: '聊天', layout: 'chat-view' };

/**
 * Member pages render only when signed in: AuthShell puts the member frame around them, or sends
 * a visitor back to `/` with the guard's toast. Pages of later issues (calls, badges, …) are absent,
 * so their paths fall to the not-found card.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: AuthShell,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: IndexRoute, handle: handle('泰山宫') },
        { path: 'dao', Component: HomeRoute, handle: handle('泰山宫') },
        { path: 'chat', Component: ChatRoute, handle: chatList },
        { path: 'messages', Component: ChatRoute, handle: chatList },
        { path: 'chat-new', Component: ChatNewRoute, handle: handle('发起聊天', '/chat') },
        { path: 'chat-room', Component: ChatRoomRoute, handle: chatView },
        { path: 'chat/:chatId', Component: ChatRoomRoute, handle: chatView },
        { path: 'conversation', Component: ConversationRoute, handle: chatView },
        { path: 'conversation/:contactId', Component: ConversationRoute, handle: chatView },
        { path: 'contacts', Component: ContactsRoute, handle: handle('道友圈') },
        { path: 'profile', Component: ProfileRoute, handle: handle('我的') },
        { path: 'settings', Component: SettingsRoute, handle: handle('设置', '/profile') },
        { path: 'privacy', Component: PrivacyRoute, handle: handle('隐私设置', '/profile') },
        { path: 'notifications', Component: NotificationsRoute, handle: handle('消息通知', '/profile') },
        { path: 'wallet', Component: WalletRoute, handle: handle('功德箱') },
        { path: 'admin-verification', Component: AdminVerificationRoute, handle: handle('实名认证审核') },
        { path: 'help', Component: HelpRoute, handle: handle('帮助与支持', '/profile') },
        { path: 'token-test', Component: TokenTestRoute, handle: handle('令牌调试') },
        { path: 'register-test', Component: RegisterTestRoute, handle: handle('注册测试') },
        { path: '*', Component: NotFoundRoute, handle: handle('泰山宫') },
      ],
    },
  ]);
}
