import type { FastifyError, FastifyInstance } from 'fastify';
import { l } from '@flp/shared';
import { isFinanceInputError } from '@flp/shared/finance';
import { AppError, invalid, labelled, render, type Message, requestLocale } from './errors';
import { validationErrors } from './validation';
import { fail } from './envelope';
import { decodedPath } from './paths';

/**
 * One place turns every thrown thing into the envelope: known errors keep their status and message, Fastify's own
 * (bad JSON, body too large, schema) become 4xx with a readable message, anything else is a 500 with a trace id.
 */
export function installErrorHandler(app: FastifyInstance, opts: { spaIndex?: boolean } = {}) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = requestLocale(req);
    /** The envelope, with `data.errors` when the failure names its fields (a form marks them). */
    const send = (status: number, msg: Message, errors: { field: string; message: string }[] = []) => {
      const body = fail(status, render(msg, locale));
      return reply.status(status).send(errors.length ? { ...body, data: { errors } } : body);
    };
    if (err instanceof AppError) {
      return send(
        err.status,
        err.text,
        err.fields.map((f) => ({ field: f.field, message: f.message[locale] })),
      );
    }
    // A finance input error no route relabelled (relabelFinanceError): its problem in the request's language after
    // the wire name, the only name known here.
    if (isFinanceInputError(err)) {
      const msg = render(labelled(l(err.field, err.field), err.problem), locale);
      return send(400, msg, [{ field: err.field, message: msg }]);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.statusCode === 400 && err instanceof SyntaxError)) {
      return send(400, l('请求内容不是有效的 JSON', 'The request body is not valid JSON'));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(
        400,
        l(
          '请求内容为空, 但 Content-Type 是 application/json',
          'The request body is empty but Content-Type is application/json',
        ),
      );
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(413, l('请求内容过大', 'The request body is too large'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = req.headers['content-type'] ?? '';
      return send(415, l(`不支持的 Content-Type: ${type}`, `Unsupported Content-Type: ${type}`));
    }
    if (err.validation) {
      const context = err.validationContext;
      const schema = context ? (req.routeOptions.schema as Record<string, unknown> | undefined)?.[context] : undefined;
      const fields = validationErrors(err.validation, context, schema);
      const errors = fields.filter((f) => f.field).map((f) => ({ field: f.field, message: f.message[locale] }));
      return send(400, invalid(fields).text, errors);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return send(err.statusCode, err.message);
    req.log.error({ err }, 'unhandled error');
    return send(
      500,
      l(
        `服务器内部错误,请联系管理员 (trace id ${req.id})`,
        `Internal server error; please contact the administrator (trace id ${req.id})`,
      ),
    );
  });

  app.setNotFoundHandler((req, reply) => {
    // With the web app served, any other GET outside /api is one of its routes: answer its index.html.
    const path = decodedPath(req.url);
    if (opts.spaIndex && req.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile('index.html');
    }
    const msg = l(`接口不存在: ${req.method} ${path}`, `No such endpoint: ${req.method} ${path}`);
    return reply.status(404).send(fail(404, render(msg, requestLocale(req))));
  });
}
