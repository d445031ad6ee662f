import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every compressible file of the build, once, so the
 * service sends them as they are (@fastify/static `preCompressed`) instead of compressing each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'debrief-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const raw = fs.readFileSync(file)
        if (raw.length < MIN_BYTES) continue
        const br = zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
        const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION })
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br)
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz)
      }
    },
  }
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
