import type { GatewayConfig } from '../config.js';

export type ServiceName = 'auth' | 'chat' | 'wallet' | 'verification';

export interface Route {
  service: ServiceName;
  /** Matches the path without the query string. */
  test: (path: string) => boolean;
}

const prefix = (p: string) => (path: string) => path === p || path.startsWith(`${p}/`);
const exact = (p: string) => (path: string) => path === p;

/**
 * ARCHITECTURE.md's routing table: first match wins. Rows for chat, wallet, verification, activities
 * join as those services arrive; /ws goes to realtime (routes/websocket.ts).
 */
export const ROUTES: Route[] = [
  { service: 'auth', test: prefix('/api/auth') },
  { service: 'auth', test: exact('/api/user/search') },
  { service: 'auth', test: prefix('/api/users') },
  { service: 'auth', test: exact('/api/user/profile') },
  { service: 'auth', test: exact('/api/user/settings') },
  { service: 'auth', test: exact('/api/user/avatar') },
  { service: 'auth', test: exact('/api/admin/login') },
  { service: 'auth', test: exact('/api/admin/password') },
  { service: 'auth', test: prefix('/api/admin/users') },
  { service: 'auth', test: exact('/api/admin/activities') },
  { service: 'auth', test: exact('/.well-known/jwks.json') },
  { service: 'chat', test: prefix('/api/chats') },
  { service: 'chat', test: prefix('/api/messages') },
  { service: 'chat', test: prefix('/api/friends') },
  { service: 'chat', test: exact('/api/reports') },
  { service: 'wallet', test: prefix('/api/user/wallet') },
  { service: 'wallet', test: prefix('/api/wallet') },
  { service: 'wallet', test: exact('/api/user/transaction-password') },
  { service: 'wallet', test: prefix('/api/admin/finance') },
  { service: 'verification', test: prefix('/api/user/verification') },
  { service: 'verification', test: prefix('/api/admin/verifications') },
];

export function resolveRoute(path: string): Route | undefined {
  return ROUTES.find((r) => r.test(path));
}

export function upstreams(config: GatewayConfig): Record<ServiceName, string> {
  return {
    auth: config.AUTH_URL,
    chat: config.CHAT_URL,
    wallet: config.WALLET_URL,
    verification: config.VERIFICATION_URL,
  };
}

/** Routes a stranger may call; every other /api route needs a valid token before it is proxied. */
const PUBLIC: Array<{ method: string; test: (path: string) => boolean }> = [
  { method: 'POST', test: exact('/api/auth/login') },
  { method: 'POST', test: exact('/api/auth/register') },
  { method: 'POST', test: exact('/api/auth/refresh') },
  { method: 'POST', test: exact('/api/auth/logout') },
  { method: 'POST', test: exact('/api/admin/login') },
  { method: 'GET', test: (p) => /^\/api\/users\/[^/]+\/avatar$/.test(p) },
  { method: 'HEAD', test: (p) => /^\/api\/users\/[^/]+\/avatar$/.test(p) },
  { method: 'GET', test: exact('/.well-known/jwks.json') },
];

export function isPublic(method: string, path: string): boolean {
  return PUBLIC.some((r) => r.method === method && r.test(path));
}

/** Login, register and admin login get the stricter per-address limit. */
export const CREDENTIAL_ROUTES = ['/api/auth/login', '/api/auth/register', '/api/admin/login'];
