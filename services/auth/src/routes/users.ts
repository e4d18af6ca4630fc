import {
  profileUpdate,
  publicUser,
  recipientSearchQuery,
  recipientSearchReply,
  settings,
  settingsUpdate,
  user,
  userIdParams,
  userSearchQuery,
  userSearchReply,
} from '@taishan/contracts';
import { fails, principalOf, type ServiceApp } from '@taishan/service-kit';
import type { AuthContext } from '../domain/context.js';
import { findRecipient, memberProfile, searchMembers } from '../domain/members.js';
import { ownSettings, updateProfile, updateSettings } from '../domain/profile.js';

export function userRoutes(ctx: AuthContext) {
  return async (app: ServiceApp) => {
    const member = { onRequest: app.requireAuth() };
    const security = [{ bearer: [] }];

    app.get(
      '/api/users/search',
      {
        ...member,
        schema: {
          security,
          querystring: userSearchQuery,
          response: { 200: userSearchReply, ...fails(400, 401, 403) },
        },
      },
      async (request) => searchMembers(ctx, request.query.q, principalOf(request).id),
    );

    app.get(
      '/api/user/search',
      {
        ...member,
        schema: {
          security,
          querystring: recipientSearchQuery,
          response: { 200: recipientSearchReply, ...fails(400, 401, 403) },
        },
      },
      async (request) => findRecipient(ctx, request.query.username, principalOf(request).id),
    );

    app.get(
      '/api/users/:id',
      {
        ...member,
        schema: {
          security,
          params: userIdParams,
          response: { 200: publicUser, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) => memberProfile(ctx, request.params.id, principalOf(request).id),
    );

    app.put(
      '/api/user/profile',
      {
        ...member,
        schema: { security, body: profileUpdate, response: { 200: user, ...fails(400, 401, 403, 404) } },
      },
      async (request) => updateProfile(ctx, principalOf(request).id, request.body, request.id),
    );

    app.get(
      '/api/user/settings',
      { ...member, schema: { security, response: { 200: settings, ...fails(401, 403, 404) } } },
      async (request) => ownSettings(ctx, principalOf(request).id),
    );

    app.put(
      '/api/user/settings',
      {
        ...member,
        schema: { security, body: settingsUpdate, response: { 200: settings, ...fails(400, 401, 403, 404) } },
      },
      async (request) => updateSettings(ctx, principalOf(request).id, request.body, request.id),
    );
  };
}
