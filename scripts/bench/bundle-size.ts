import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { appScreenSizes } from './app-screen-sizes.js'

/**
 * Gzip size of the JavaScript a screen loads: the entry's static import closure plus the screen's
 * lazily loaded module and its static imports, read from Vite's manifest (web/dist/.vite/manifest.json).
 */
interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist')

export async function bundleSizes(): Promise<string[]> {
  const manifestFile = path.join(dist, '.vite/manifest.json')
  if (!fs.existsSync(manifestFile)) return ['web/dist has no manifest: run `npm run build -w web` first']
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue
      seen.add(key)
      closure(manifest[key].imports ?? [], seen)
    }
    return seen
  }
  const gzipKb = (keys: Set<string>) =>
    [...keys].reduce((sum, k) => sum + gzipSync(fs.readFileSync(path.join(dist, manifest[k].file))).length, 0) / 1024
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry)
  const screen = (fragment: string) => Object.keys(manifest).filter((k) => k.includes(fragment))
  const all = Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js'))
  const rows: [string, Set<string>, number][] = [
    ['/login', closure([...entry, ...screen('features/auth/login')]), 200],
    ['signed-in shell (default layout)', closure([...entry, ...screen('layouts/default-layout')]), 300],
  ]
  const lines = rows.map(
    ([name, keys, budget]) =>
      `${name.padEnd(34)} ${gzipKb(keys).toFixed(1).padStart(7)} KB gzip in ${keys.size} chunks (budget ${budget} KB)`,
  )
  lines.push(...appScreenSizes())
  lines.push(
    `${'every chunk together'.padEnd(34)} ${gzipKb(new Set(all)).toFixed(1).padStart(7)} KB gzip in ${all.length} chunks`,
  )
  return lines
}

if (process.argv[1] === fileURLToPath(import.meta.url)) for (const line of await bundleSizes()) console.log(line)
