import { accessClaims } from '@taishan/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { AppError, forbidden, unauthorized } from './errors.js';

export const TOKEN_ISSUER = 'taishan-auth';
/** The only signature algorithm we accept: auth signs with Ed25519. */
export const TOKEN_ALGORITHMS = ['EdDSA'];
/** No token auth issues lives longer than this; an `iat` in the future is refused too. */
const MAX_TOKEN_AGE_SECONDS = 24 * 3600;
/** Clock difference tolerated between auth and the verifying service. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface Principal {
  id: string;
  role: 'member' | 'admin';
  audience: 'member' | 'admin';
  username: string | undefined;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    verifyAccessToken: (token: string) => Promise<Principal>;
    /** preHandler that demands a valid token of the given audience. */
    requireAuth: (options?: RequireAuthOptions) => preHandlerHookHandler;
  }
}

export interface RequireAuthOptions {
  audience?: 'member' | 'admin';
  /** Admin routes that stay open while the initial password is unchanged (login, password change). */
  allowPasswordChange?: boolean;
}

export interface AuthPluginOptions {
  /** Key source; defaults to auth's JWKS at `${authUrl}/.well-known/jwks.json`. */
  keys?: JWTVerifyGetKey;
  authUrl?: string;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Every service verifies tokens itself (ARCHITECTURE.md "Identity and trust"). */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const keys =
      opts.keys ??
      createRemoteJWKSet(new URL('/.well-known/jwks.json', opts.authUrl ?? 'http://127.0.0.1:8101'), {
        cooldownDuration: 10_000,
        cacheMaxAge: 10 * 60_000,
      });

    async function verifyAccessToken(token: string): Promise<Principal> {
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: TOKEN_ALGORITHMS,
          issuer: TOKEN_ISSUER,
          requiredClaims: ['sub', 'exp', 'iat', 'aud', 'role'],
          maxTokenAge: MAX_TOKEN_AGE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        // A correctly signed token still has to say something we can act on: a UUID subject and
        // a known role and audience (the signing key is not the only line of defence).
        const parsed = accessClaims.safeParse(payload);
        if (!parsed.success) throw unauthorized('AUTH_INVALID', '登录状态异常，请重新登录');
        const claims = parsed.data;
        const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
        if (audience !== 'member' && audience !== 'admin') {
          throw unauthorized('AUTH_INVALID', '登录状态异常，请重新登录');
        }
        return {
          id: claims.sub,
          role: claims.role,
          audience,
          username: claims.username,
          mustChangePassword: claims.pwc === true,
        };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired)
          throw unauthorized('AUTH_EXPIRED', '登录已过期，请重新登录');
        // Not the token's fault: the key set could not be fetched. Saying 401 would sign people out.
        if (err instanceof joseErrors.JWKSTimeout || err instanceof TypeError) {
          throw new AppError('AUTH_UNAVAILABLE', '认证服务暂时不可用，请稍后重试', 503);
        }
        if (err instanceof Error && err.name === 'AppError') throw err;
        throw unauthorized('AUTH_INVALID', '登录状态异常，请重新登录');
      }
    }

    app.decorateRequest('principal', null);
    app.decorate('verifyAccessToken', verifyAccessToken);
    app.decorate('requireAuth', (options: RequireAuthOptions = {}) => {
      const audience = options.audience ?? 'member';
      const handler: preHandlerHookHandler = async (request) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized('AUTH_MISSING', '请先登录');
        const principal = await verifyAccessToken(token);
        if (audience === 'admin' && (principal.role !== 'admin' || principal.audience !== 'admin')) {
          throw forbidden('AUTH_FORBIDDEN', '没有权限执行此操作');
        }
        if (audience === 'member' && principal.audience !== 'member') {
          throw forbidden('AUTH_FORBIDDEN', '没有权限执行此操作');
        }
        if (principal.mustChangePassword && !options.allowPasswordChange) {
          throw forbidden('AUTH_PASSWORD_CHANGE_REQUIRED', '请先修改初始密码');
        }
        request.principal = principal;
      };
      return handler;
    });
  },
  { name: 'taishan-auth' },
);

/** The principal of a route guarded by requireAuth. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('AUTH_MISSING', '请先登录');
  return request.principal;
}
