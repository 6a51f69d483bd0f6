/**
 * The contract, written down (DESIGN §3a): every route declares its request and response schemas
 * (the shared zod schemas), @fastify/swagger turns them into an OpenAPI 3.1 document served at
 * `GET /api/openapi.json`, and @fastify/swagger-ui shows it at `/api/docs`.
 *
 * The schemas document; they do not replace the handlers' own parsing. Each handler still parses
 * with the same shared schema (`parseOr400`), which answers the spec's messages in DESIGN §3's
 * error shape, and answers are sent as built, so no field a client reads can be stripped.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../shared/api';
import { apiErrorSchema } from '../../shared/responseSchemas';

export const DOCS_PATH = `${API_PREFIX}/docs`;

/** `security` of a route only a signed-in caller may use. */
export const BEARER = [{ bearer: [] }];
/** `security` of a public route. */
export const PUBLIC: [] = [];

/** The answers every route may give besides its own: DESIGN §3's error shape. */
export const errorResponses = {
  '4xx': apiErrorSchema.describe('{ message, issues? } with the spec’s own messages'),
  '5xx': apiErrorSchema,
};

/** A path parameter: an id we issued (anything else is answered 404, as an unknown id). */
export const idParams = z.object({ id: z.string().describe('An id the API issued (`_id`)') });

export async function registerApiContract(app: FastifyInstance): Promise<void> {
  // Routes parse for themselves (see above): schemas pass every request through untouched...
  app.setValidatorCompiler(() => () => true);
  // ...and every answer is serialized as the handler built it.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Toolshop API',
        version: '1',
        description:
          'The shop’s HTTP API (spec §7 and DESIGN §3, §3a). Errors answer `{ message, issues? }`; ' +
          'calls marked with a lock need `Authorization: Bearer <accessToken>` from `POST /login`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page must not call out to swagger.io to validate the document.
    uiConfig: { validatorUrl: null },
  });
}
