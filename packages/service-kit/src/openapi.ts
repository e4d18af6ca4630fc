import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The service's OpenAPI 3.1 document, generated from its route schemas (the contracts), at
 * /internal/openapi.json; the gateway merges every service's into /api/openapi.json.
 */
export const openApiPlugin = fp<{ service: string }>(
  async (app: FastifyInstance, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `泰山宫 ${opts.service}`, version: '1' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      // Schemas with an id (ErrorReply...) become components the operations refer to.
      transformObject: jsonSchemaTransformObject,
    });
    app.get('/internal/openapi.json', { logLevel: 'warn', schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'taishan-openapi' },
);
