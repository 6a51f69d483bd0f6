/**
 * The contract, written down (docs/contract.md): every route is registered from its entry in the
 * endpoint table, @fastify/swagger turns the entries' schemas into an OpenAPI 3.1 document served at
 * `GET /api/openapi.json`, and @fastify/swagger-ui shows it at `/api/docs`.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../shared/api';
import { documentAcceptedInput } from './acceptedInput';
import { installEndpointCompilers } from './endpointRoute';

export const DOCS_PATH = `${API_PREFIX}/docs`;

export async function registerApiContract(app: FastifyInstance): Promise<void> {
  installEndpointCompilers(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Toolshop API',
        version: '1',
        description:
          'The shop’s HTTP API. Errors answer `{ message, issues? }`; ' +
          'calls marked with a lock need `Authorization: Bearer <accessToken>` from `POST /login`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { override: documentAcceptedInput } }),
    transformObject: createJsonSchemaTransformObject({
      zodToJsonConfig: { override: documentAcceptedInput },
    }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page must not call out to swagger.io to validate the document.
    uiConfig: { validatorUrl: null },
  });
}
