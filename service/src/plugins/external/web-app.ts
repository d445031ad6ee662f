import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/**
 * Serves the built web app, precompressed at build. Hashed assets are immutable; index.html is never cached. Every other
 * non-API GET falls back to index.html (history-mode routing); see the not-found handler in errors.ts.
 */
export default fp(async (app, { root }: { root: string }) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built web app in ${root}: run "npm run build" (the API and /docs still work)`)
    return
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The .br and .gz files written at build (web/build/precompress.ts), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.decorate('webAppIndex', true)
})

declare module 'fastify' {
  interface FastifyInstance {
    webAppIndex?: boolean
  }
}
