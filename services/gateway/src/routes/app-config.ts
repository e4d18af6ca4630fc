import { type AppConfig, appConfigReply } from '@taishan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GatewayConfig } from '../config.js';

export const APP_CONFIG_PATH = '/api/app/config';

/** What GET /api/app/config answers: read from the gateway's configuration once, at start. */
export function appConfigOf(config: GatewayConfig): AppConfig {
  return appConfigReply.parse({
    support: {
      phone: config.SUPPORT_PHONE ?? null,
      email: config.SUPPORT_EMAIL ?? null,
      hours: config.SUPPORT_HOURS,
    },
    demo: config.DEMO_SEED,
  });
}

/**
 * The apps' run-time configuration, answered by the gateway itself (it is the gateway's
 * configuration): the help page's contact details and whether this is the demo. Public and the
 * same for everyone; browsers may keep it for a minute.
 */
export function appConfigRoute(config: GatewayConfig) {
  const body = appConfigOf(config);
  return async (app: FastifyInstance) => {
    app.get(APP_CONFIG_PATH, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return body;
    });
  };
}

/** The route as the merged OpenAPI document lists it (tagged gateway: no service serves it). */
export function appConfigOpenApi() {
  const { $defs } = z.toJSONSchema(appConfigReply) as { $defs: Record<string, unknown> };
  return {
    schemas: $defs,
    paths: {
      [APP_CONFIG_PATH]: {
        get: {
          tags: ['gateway'],
          summary: '应用运行配置（客服热线、邮件反馈、服务时间、演示模式）',
          responses: {
            '200': {
              description: '网关的运行配置',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/AppConfig' } } },
            },
            '429': {
              description: '请求过于频繁（网关限流）',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
            },
          },
        },
      },
    },
  };
}
