import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI generated from the route schemas (app.swagger(): the fuzz test walks it), browsable at /api/docs when
 * `ui` is on (API_DOCS; off by default in production, where the reference need not be public).
 */
export async function installOpenApi(app: FastifyInstance, opts: { ui: boolean }) {
  const { default: swagger } = await import('@fastify/swagger');
  await app.register(swagger, {
    openapi: {
      info: {
        title: '融资租赁综合业务平台 API',
        description:
          'Every answer but the token endpoint is the envelope {code, success, data, msg}. Sign in at ' +
          '/api/blade-auth/oauth/token and send the access token as `Blade-Auth: bearer <token>`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' },
          client: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bladeAuth: [] }],
    },
  });
  if (opts.ui) {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
}
