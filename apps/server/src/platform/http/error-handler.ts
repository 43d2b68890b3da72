import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { fail } from './envelope';
import { decodedPath } from './paths';

/** Named errors from lower layers (finance input, validation) that carry their own 400 message. */
interface InputError extends Error {
  field?: string;
  status?: number;
}

/**
 * One place turns every thrown thing into the envelope: known errors keep their status and message, Fastify's own
 * (bad JSON, body too large, schema) become 4xx with a readable message, anything else is a 500 with a trace id.
 */
export function installErrorHandler(app: FastifyInstance, opts: { spaIndex?: boolean } = {}) {
  app.setErrorHandler((err: FastifyError & InputError, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(fail(err.status, err.message));
    if (err.name === 'FinanceInputError' || err.name === 'InputError')
      return reply.status(400).send(fail(400, err.message));
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.statusCode === 400 && err instanceof SyntaxError)) {
      return reply.status(400).send(fail(400, 'request body is not valid JSON'));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(fail(400, 'request body is empty but Content-Type is application/json'));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send(fail(413, 'request body is too large'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(fail(415, `unsupported Content-Type: ${req.headers['content-type'] ?? ''}`));
    }
    if (err.validation) {
      const v = err.validation[0];
      const where = err.validationContext ?? 'request';
      const field = v?.instancePath
        ? v.instancePath.replace(/^\//, '').replace(/\//g, '.')
        : (v?.params as { missingProperty?: string })?.missingProperty;
      return reply.status(400).send(fail(400, `${where}${field ? `.${field}` : ''}: ${v?.message ?? err.message}`));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(fail(err.statusCode, err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(500, `服务器内部错误,请联系管理员 (trace id ${req.id})`));
  });

  app.setNotFoundHandler((req, reply) => {
    // With the web app served, any other GET outside /api is one of its routes: answer its index.html.
    const path = decodedPath(req.url);
    if (opts.spaIndex && req.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(fail(404, `no such endpoint: ${req.method} ${path}`));
  });
}
