import zlib from 'node:zlib'
import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/**
 * Compresses answers worth it on the fly: JSON and CSV above 1 KiB (a list page, the 560 KB OpenAPI document), brotli
 * at a quality cheap enough for every request, gzip for the rest. The web app's files are compressed once at build
 * (web/build/precompress.ts) and served as such by @fastify/static; an answer that already has a Content-Encoding is
 * left alone, and streams (event streams, media, downloads of stored files) are not of these types.
 */
export default fp(async (app) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/json|application\/[\w.+-]+\+json|text\/csv)(;|$)/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  })
})
