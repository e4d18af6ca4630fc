import {
  avatarQuery,
  profileUpdate,
  recipientSearchQuery,
  settingsUpdate,
  userSearchQuery,
  uuid,
} from '@taishan/contracts';
import { notFound, parse, principalOf } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { avatarsRepository } from '../db/avatars-repository.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from '../domain/context.js';
import { saveAvatar, updateProfile, updateSettings } from '../domain/profile.js';
import { settingsOf, toPublicUser, toSearchResult, toUser } from '../domain/user-view.js';
import { readAvatarUpload } from './avatar-upload.js';

const idParams = z.object({ id: uuid });
const userGone = () => notFound('USER_NOT_FOUND', '用户不存在');

export function userRoutes(ctx: AuthContext) {
  return async (app: FastifyInstance) => {
    const member = { preHandler: app.requireAuth() };

    app.get('/api/users/search', member, async (request) => {
      const { q } = parse(userSearchQuery, request.query);
      const rows = await usersRepository.search(ctx.db, q, principalOf(request).id);
      return rows.map(toSearchResult);
    });

    // Exact username (any case): a transfer must reach exactly the member typed, never a guess.
    app.get('/api/user/search', member, async (request) => {
      const { username } = parse(recipientSearchQuery, request.query);
      const row = await usersRepository.findByUsernameAndRole(ctx.db, username, 'member');
      if (!row || row.id === principalOf(request).id) return null;
      return {
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        realName: row.real_name_masked,
        isVerified: row.is_verified,
      };
    });

    app.get('/api/users/:id', member, async (request) => {
      const { id } = parse(idParams, request.params);
      const row = await usersRepository.findById(ctx.db, id);
      if (!row) throw userGone();
      return toPublicUser(row, principalOf(request).id);
    });

    // Public (img tags send no token). The hash in ?v= is the capability: only someone who was
    // shown the avatar URL can fetch it, and it changes with every upload.
    app.get('/api/users/:id/avatar', async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const { v } = parse(avatarQuery, request.query);
      const avatar = await avatarsRepository.find(ctx.db, id);
      if (!avatar) throw notFound('AVATAR_NOT_FOUND', '头像不存在');
      const owner = await usersRepository.findById(ctx.db, id);
      if (!owner) throw notFound('AVATAR_NOT_FOUND', '头像不存在');
      const current = v === avatar.hash;
      if (!current && !settingsOf(owner).privacy.showProfilePicture)
        throw notFound('AVATAR_NOT_FOUND', '头像不存在');
      const etag = `"${avatar.hash}"`;
      reply.header('etag', etag);
      reply.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
      reply.header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(avatar.content_type).send(avatar.content);
    });

    app.put('/api/user/profile', member, async (request) => {
      const body = parse(profileUpdate, request.body);
      const row = await updateProfile(ctx, principalOf(request).id, body, request.id);
      return toUser(row);
    });

    app.get('/api/user/settings', member, async (request) => {
      const row = await usersRepository.findById(ctx.db, principalOf(request).id);
      if (!row) throw userGone();
      return settingsOf(row);
    });

    app.put('/api/user/settings', member, async (request) => {
      const patch = parse(settingsUpdate, request.body);
      return updateSettings(ctx, principalOf(request).id, patch, request.id);
    });

    app.post('/api/user/avatar', member, async (request) => {
      const buffer = await readAvatarUpload(request);
      const row = await saveAvatar(ctx, principalOf(request).id, buffer, request.id);
      const user = toUser(row);
      return { avatar: user.avatar, user, message: '头像更新成功' };
    });
  };
}
