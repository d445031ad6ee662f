import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { transformDocument } from './openapi/document-transform.js'
import { transformRoute } from './openapi/route-transform.js'

/**
 * Swagger UI's static CSP, as tight as the app's: its files come from this origin only (no `https:` fonts or
 * styles, no validator.swagger.io badge), no framing at all, and no upgrade-insecure-requests on plain HTTP.
 */
export function tightenDocsCsp(csp: string): string {
  return csp
    .replace(/font-src [^;]*/, "font-src 'self' data:")
    .replace(/style-src 'self' https:/, "style-src 'self'")
    .replace(/img-src [^;]*/, "img-src 'self' data:")
    .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'")
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .concat(csp.includes('form-action') ? '' : " form-action 'self';")
}

/** OpenAPI 3.1 emitted from the route schemas; shared schemas keep their `$id` as their component name. */
export default fp(async (app, { ui }: { ui: boolean }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Debrief API',
        version: '0.1.0',
        description:
          'The back office of Debrief: meetings and interviews in, evidence-backed reports and digital profiles out.',
        contact: { name: 'Debrief support: a support request from the app (POST /api/support-requests)' },
        // Debrief is not open source: the document describes a private product's API.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: transformRoute as never,
    transformObject: transformDocument as never,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  })
  if (ui) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: tightenDocsCsp })
})
