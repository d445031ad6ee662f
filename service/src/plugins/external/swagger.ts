import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'

/** OpenAPI 3.1 emitted from the route schemas; shared schemas keep their `$id` as their component name. */
export default fp(async (app, { ui }: { ui: boolean }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Debrief API',
        version: '0.1.0',
        description: 'The back office of Debrief: meetings and interviews in, evidence-backed reports and digital profiles out.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  })
  if (ui) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
})
