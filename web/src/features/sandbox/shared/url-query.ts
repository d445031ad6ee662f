/** What each kept filter is: text, a whole number or a yes/no. */
export type FieldKind = 'string' | 'number' | 'boolean'
export type QuerySpec<T> = { [K in keyof T]-?: FieldKind }

/**
 * A list's filters read from the address's query string: unknown keys and values that do not fit their kind are
 * ignored, missing ones take the defaults. `allowed` narrows a text field to its listed values.
 */
export function readQuery<T extends object>(
  search: string,
  defaults: T,
  spec: QuerySpec<T>,
  allowed: Partial<Record<keyof T, readonly string[]>> = {},
): T {
  const params = new URLSearchParams(search)
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const key of Object.keys(spec) as (keyof T & string)[]) {
    const raw = params.get(key)
    if (raw === null || raw === '') continue
    const kind = spec[key]
    if (kind === 'number') {
      const n = Number(raw)
      if (Number.isInteger(n) && n >= 1) out[key] = n
    } else if (kind === 'boolean') {
      if (raw === 'true' || raw === 'false') out[key] = raw === 'true'
    } else if (!allowed[key] || allowed[key].includes(raw)) out[key] = raw
  }
  return out as T
}

/** The query string of a list's filters: only what differs from the defaults, in the spec's key order; '' when nothing does. */
export function writeQuery<T extends object>(query: T, defaults: T, spec: QuerySpec<T>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(spec) as (keyof T & string)[]) {
    const value = query[key]
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
