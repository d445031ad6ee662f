import { CompiledQuery, type Compilable } from 'kysely'
import { markPreparable } from './prepared-statements.js'

/**
 * Hot list queries built with Kysely once per *shape* instead of once per request.
 *
 * Building and compiling a Kysely query costs far more CPU than running a small one on PostgreSQL
 * (the node tree is created and frozen, then visited), yet the SQL of a list depends only on which
 * filters are present and on the sort; the values only fill parameters. `shapedQuery` runs `build`
 * on the first call of a shape with placeholders for the values, remembers the SQL and where each
 * placeholder went, and from then on only fills in the values.
 *
 * The contract: `build` decides what the SQL looks like only from `shape` and from which params are
 * present (a param is absent when undefined; `build` then sees undefined), and passes the params it is
 * given only as values (where, limit, offset, sql`${…}`), never computing with them. The cache key is
 * the name, the shape and the set of present params, so every branch `build` can take has its own entry.
 */
export type ShapeParams = Record<string, unknown>

type Slot = { param: string } | { value: unknown }
interface Entry {
  sql: string
  slots: Slot[]
}

const PLACEHOLDER = '\u0000debrief-param:'
const cache = new Map<string, Entry>()
const CACHE_LIMIT = 1_000

export function shapedQuery<R, P extends ShapeParams, S extends Record<string, string | number | boolean | undefined>>(
  name: string,
  shape: S,
  params: P,
  build: (shape: S, params: P) => Compilable<R>,
): CompiledQuery<R> {
  let key = name
  for (const k in shape) key += `|${k}=${shape[k]}`
  for (const k in params) if (params[k] !== undefined) key += `|${k}`
  let entry = cache.get(key)
  if (!entry) {
    const placeholders = {} as ShapeParams
    for (const k in params) placeholders[k] = params[k] === undefined ? undefined : `${PLACEHOLDER}${k}`
    const compiled = build(shape, placeholders as P).compile()
    const slots = compiled.parameters.map((v): Slot =>
      typeof v === 'string' && v.startsWith(PLACEHOLDER) ? { param: v.slice(PLACEHOLDER.length) } : { value: v },
    )
    const unused = Object.keys(placeholders).filter(
      (k) => placeholders[k] !== undefined && !slots.some((s) => 'param' in s && s.param === k),
    )
    // A placeholder left in the SQL text (not a parameter) would mean `build` computed with a value.
    if (compiled.sql.includes(PLACEHOLDER) || unused.length)
      throw new Error(
        `shapedQuery ${name}: params must reach the SQL as values only (${unused.join(', ') || 'inlined'})`,
      )
    entry = { sql: compiled.sql, slots }
    markPreparable(entry.sql)
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
    cache.set(key, entry)
  }
  const values = new Array(entry.slots.length)
  for (let i = 0; i < entry.slots.length; i++) {
    const slot = entry.slots[i]
    values[i] = 'param' in slot ? params[slot.param] : slot.value
  }
  return CompiledQuery.raw(entry.sql, values) as CompiledQuery<R>
}
