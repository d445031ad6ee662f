import type { ByteRange } from './storage.js'

/**
 * What to answer a `Range` header for a representation of `size` bytes (RFC 9110 section 14):
 * - null: send the whole file with 200. That is the answer to no header, to a unit other than bytes (a server
 *   ignores units it does not understand), to an invalid ranges-specifier (`bytes=abc`, an inverted `bytes=5-2`:
 *   section 14.2 lets a server ignore it), and to several ranges (we choose not to build multipart/byteranges;
 *   200 with the whole file is always a valid answer to a Range request);
 * - one satisfiable range: 206 with that part (its end clipped to the file);
 * - 'invalid': a valid bytes range set of which no range is satisfiable (every first-pos past the end, a suffix of
 *   0 bytes, any range of an empty file): 416 with `Content-Range: bytes *\/size`.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null
  const eq = header.indexOf('=')
  if (eq < 0 || header.slice(0, eq).trim().toLowerCase() !== 'bytes') return null
  const specs = header
    .slice(eq + 1)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '') // the list syntax allows empty elements
  if (specs.length === 0) return null
  const ranges: (ByteRange | 'unsatisfiable')[] = []
  for (const spec of specs) {
    const m = /^(\d*)-(\d*)$/.exec(spec)
    if (!m || (m[1] === '' && m[2] === '')) return null
    if (m[1] === '') {
      const suffix = Number(m[2])
      ranges.push(suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 })
      continue
    }
    const start = Number(m[1])
    if (m[2] !== '' && Number(m[2]) < start) return null // last-pos before first-pos: invalid, ignored
    if (!Number.isSafeInteger(start) || start >= size) ranges.push('unsatisfiable')
    else ranges.push({ start, end: m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1) })
  }
  const satisfiable = ranges.filter((r): r is ByteRange => r !== 'unsatisfiable')
  if (satisfiable.length === 0) return 'invalid'
  return ranges.length === 1 ? satisfiable[0] : null
}
