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
import { documentedPath, type EndpointDefinition } from '../../shared/contract/endpoint';
import { endpoints } from '../../shared/contract/endpoints';
import { documentAcceptedInput } from './acceptedInput';
import { installEndpointCompilers } from './endpointRoute';

export const DOCS_PATH = `${API_PREFIX}/docs`;

type DocumentTransform = ReturnType<typeof createJsonSchemaTransformObject>;

/**
 * @fastify/swagger marks every request body required, but a body whose schema takes nothing may be
 * left out (shipping with no carrier sends none), and the server takes it so: the document says so too.
 */
const admitOmittedBodies =
  (transform: DocumentTransform): DocumentTransform =>
  (input) => {
    const document = transform(input);
    for (const endpoint of Object.values<EndpointDefinition>(endpoints)) {
      if (!endpoint.body?.safeParse(undefined).success) continue;
      const path = `${API_PREFIX}${documentedPath(endpoint.path)}`;
      const operation = document.paths?.[path]?.[endpoint.method.toLowerCase() as 'put'];
      const requestBody = operation && 'requestBody' in operation ? operation.requestBody : undefined;
      if (requestBody && 'required' in requestBody) requestBody.required = false;
    }
    return document;
  };

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
    transformObject: admitOmittedBodies(
      createJsonSchemaTransformObject({ zodToJsonConfig: { override: documentAcceptedInput } }),
    ),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page must not call out to swagger.io to validate the document.
    uiConfig: { validatorUrl: null },
  });
}
