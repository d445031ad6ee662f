import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/**
 * Gzip JavaScript of each sandbox app screen (issue #17, "Figures"): what opening the screen loads in all (the
 * entry and the signed-in shell, then the screen's lazy module and its static imports) and the screen's own share
 * beyond the shell. The screens are read from web/src/app/screens.ts (`sandboxScreens` and the sandbox entries of
 * `screens`), so a new app screen shows up without editing this file. Sizes only: no budget is asserted here.
 */
interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dist = path.join(root, 'web/dist')

/** `key: lazy(() => import('../features/…'))` entries whose module is a sandbox screen. */
function appScreens(): [name: string, source: string][] {
  const text = fs.readFileSync(path.join(root, 'web/src/app/screens.ts'), 'utf8')
  const found: [string, string][] = []
  for (const m of text.matchAll(
    /^\s*'?([\w.]+)'?\s*:\s*lazy\(\(\)\s*=>\s*import\('\.\.\/(features\/sandbox[^']*)'\)/gm,
  ))
    found.push([m[1], `src/${m[2]}`])
  return found
}

export function appScreenSizes(): string[] {
  const manifestFile = path.join(dist, '.vite/manifest.json')
  if (!fs.existsSync(manifestFile)) return []
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>
  const sizes = new Map<string, number>()
  const gzip = (key: string) => {
    if (!sizes.has(key)) sizes.set(key, gzipSync(fs.readFileSync(path.join(dist, manifest[key].file))).length)
    return sizes.get(key)!
  }
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue
      seen.add(key)
      closure(manifest[key].imports ?? [], seen)
    }
    return seen
  }
  const kb = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + gzip(k), 0) / 1024
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry)
  const shell = closure([...entry, ...Object.keys(manifest).filter((k) => k.includes('layouts/default-layout'))])
  // The shell itself is the "signed-in shell" row of bundle-size.ts; each app screen loads it first.
  const lines: string[] = []
  const seen = new Set<string>()
  for (const [name, source] of appScreens()) {
    const key = Object.keys(manifest).find((k) => k === source || k.startsWith(`${source}.`))
    if (!key || seen.has(key)) continue
    seen.add(key)
    const all = closure([key], new Set(shell))
    const own = [...all].filter((k) => !shell.has(k))
    lines.push(
      `${`app screen ${name}`.padEnd(34)} ${kb(all).toFixed(1).padStart(7)} KB gzip, of which the screen's own ${kb(own).toFixed(1)} KB in ${own.length} chunks`,
    )
  }
  return lines
}

if (process.argv[1] === fileURLToPath(import.meta.url)) for (const line of appScreenSizes()) console.log(line)
