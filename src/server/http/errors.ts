/**
 * The API's error answers (docs/contract.md): routes throw these, the global handler turns them (and
 * anything Fastify or a plugin throws for a bad request) into `{ message }` with a 4xx status.
 * Nothing a client can send ends in a 500; a 500 means a bug or a broken database.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/entities';
import { ID_PATTERN } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message: string = apiErrors.unauthorized) => new HttpError(401, { message });
export const forbidden = () => new HttpError(403, { message: apiErrors.forbidden });
export const notFound = () => new HttpError(404, { message: apiErrors.notFound });
export const conflict = (message: string) => new HttpError(409, { message });
/** The identity service did not answer: nobody can be told who they are just now. */
export const identityUnavailable = () => new HttpError(503, { message: apiErrors.identityUnavailable });
/** A refusal of one field of the request, which `path` names as a 400's issues do. */
export const fieldRefusal = (status: number, path: string, message: string) =>
  new HttpError(status, { message, issues: [{ path, message }] });
export const badRequest = (message: string, path = '') => fieldRefusal(400, path, message);

/** A malformed id is answered like an unknown one: 404. */
export function idOr404(value: string): string {
  if (!ID_PATTERN.test(value)) throw notFound();
  return value;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: apiErrors.tooLarge });
    if (status === 429) return reply.status(429).send({ message: apiErrors.rateLimited });
    if (status >= 400 && status < 500) {
      // Fastify's own request errors: bad JSON, unsupported content type, empty body...
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: apiErrors.internal });
  });
}
