import fp from 'fastify-plugin'
import { FieldErrors } from '../../lib/errors.js'

/**
 * Values a JSON schema accepts but PostgreSQL or JavaScript arithmetic cannot take, refused once for every
 * route instead of in each handler:
 * - a NUL character in any string (PostgreSQL text and jsonb refuse 0x00);
 * - a number that is not finite (`1e9999` coerces to Infinity) or an integer past 2^53 (`page=999…9` becomes
 *   1e21, which is "an integer" to the schema but not to SQL or to offset arithmetic).
 * The answer is the usual 400 naming the field.
 */
export function findBadValue(value: unknown, root: string): { field: string; message: string } | null {
  const stack: [unknown, string][] = [[value, root]]
  while (stack.length) {
    const [v, path] = stack.pop()!
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { field: path, message: 'must not contain a NUL character' }
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { field: path, message: 'must be a finite number' }
      if (Number.isInteger(v) && !Number.isSafeInteger(v)) return { field: path, message: 'is out of range' }
    } else if (ArrayBuffer.isView(v)) {
      // A raw file body (a Buffer): its route reads and checks the bytes itself.
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push([v[i], `${path}.${i}`])
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return { field: path, message: 'a field name must not contain a NUL character' }
        stack.push([child, path ? `${path}.${k}` : k])
      }
    }
  }
  return null
}

export default fp(
  async (app) => {
    // A callback hook: it runs on every request, and an async one costs a promise and a microtask each time.
    app.addHook('preHandler', (request, _reply, done) => {
      const found =
        findBadValue(request.params, '') ?? findBadValue(request.query, '') ?? findBadValue(request.body, '')
      if (!found) return done()
      const field = found.field || 'body'
      done(new FieldErrors({ [field]: [`${field} ${found.message}`] }, 'DEBRIEF_VALIDATION'))
    })
  },
  { name: 'debrief-input-guard' },
)
