import {
  ifMatchHeaders,
  profileConflictReply,
  profileUpdate,
  publicUser,
  recipientSearchQuery,
  recipientSearchReply,
  settingsConflictReply,
  settingsReply,
  settingsUpdate,
  user,
  userIdParams,
  userSearchQuery,
  userSearchReply,
  versionOfIfMatch,
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

    // Saves name the version they were based on in If-Match: 428 without one, 409 with the newer data.
    app.put(
      '/api/user/profile',
      {
        ...member,
        schema: {
          security,
          headers: ifMatchHeaders,
          body: profileUpdate,
          response: { 200: user, 409: profileConflictReply, ...fails(400, 401, 403, 404, 428) },
        },
      },
      async (request) =>
        updateProfile(
          ctx,
          principalOf(request).id,
          request.body,
          versionOfIfMatch(request.headers['if-match']),
          request.id,
        ),
    );

    app.get(
      '/api/user/settings',
      { ...member, schema: { security, response: { 200: settingsReply, ...fails(401, 403, 404) } } },
      async (request) => ownSettings(ctx, principalOf(request).id),
    );

    app.put(
      '/api/user/settings',
      {
        ...member,
        schema: {
          security,
          headers: ifMatchHeaders,
          body: settingsUpdate,
          response: { 200: settingsReply, 409: settingsConflictReply, ...fails(400, 401, 403, 404, 428) },
        },
      },
      async (request) =>
        updateSettings(
          ctx,
          principalOf(request).id,
          request.body,
          versionOfIfMatch(request.headers['if-match']),
          request.id,
        ),
    );
  };
}
