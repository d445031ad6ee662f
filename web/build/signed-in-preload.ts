import fs from 'node:fs'
import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/** The lazy modules every signed-in page needs before its first paint: the signed-in layout and English strings. */
const SIGNED_IN_ENTRIES = ['src/app/layouts/default-layout.tsx', 'src/locales/english-rest-bundle.ts']

/**
 * Appends to the built pre-paint.js (the blocking script in <head>) a few lines that, when a session is saved, add a
 * `<link rel="modulepreload">` for each chunk of the signed-in layout and the English strings. Without them those
 * chunks were requested only once the entry had downloaded and run (app/boot-preload.ts): on a phone's connection a
 * second wave of requests, some 200 KB, after the first. /login, signed out, loads nothing more.
 */
export function signedInPreload(): Plugin {
  let outDir = 'dist'
  return {
    name: 'debrief-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      const files = signedInChunks(bundle as unknown as OutputBundle)
      const target = path.join(outDir, 'pre-paint.js')
      if (!fs.existsSync(target) || files.length === 0) return
      const snippet = `
// Added at build (web/build/signed-in-preload.ts): the signed-in layout's chunks, fetched beside the entry.
;(function (files) {
  try {
    if (!JSON.parse(localStorage.getItem('debrief-accessToken') || 'null')) return
  } catch (e) {
    return
  }
  files.forEach(function (file) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = '/' + file
    document.head.appendChild(link)
  })
})(${JSON.stringify(files)})
`
      fs.appendFileSync(target, snippet)
    },
  }
}

/** The chunks the signed-in entries import, statically and transitively, that the entry itself does not load. */
function signedInChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>()
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      chunk.imports.forEach((file) => visit(byFile.get(file)))
    }
    start.forEach(visit)
    return seen
  }
  const entry = closure(chunks.filter((chunk) => chunk.isEntry))
  const roots = chunks.filter((chunk) =>
    SIGNED_IN_ENTRIES.some((src) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${src}`)),
  )
  return [...closure(roots)].filter((file) => !entry.has(file))
}
