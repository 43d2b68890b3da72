import type { FastifyInstance } from 'fastify';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export async function installOpenApi(app: FastifyInstance) {
  const { default: swagger } = await import('@fastify/swagger');
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
