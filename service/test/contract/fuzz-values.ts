import fc from 'fast-check'

/** A JSON schema as the emitted OpenAPI document writes it (only the keywords the fuzz reads). */
export interface Schema {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  default?: unknown
}

export const resolver =
  (document: { components?: { schemas?: Record<string, Schema> } }) =>
  (schema: Schema | undefined): Schema => {
    let s = schema ?? {}
    for (let i = 0; s.$ref && i < 10; i++) s = document.components?.schemas?.[s.$ref.split('/').pop()!] ?? {}
    return s
  }

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type)

/** A plausible value for the schema, so that one mutation at a time is what makes a request wrong. */
export function plausible(schema: Schema | undefined, resolve: (s?: Schema) => Schema, depth = 0): unknown {
  const s = resolve(schema)
  if (s.const !== undefined) return s.const
  if (s.enum?.length) return s.enum[0]
  if (s.default !== undefined) return s.default
  const branch = s.anyOf ?? s.oneOf ?? s.allOf
  if (branch?.length) return plausible(branch[0], resolve, depth + 1)
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {}
      if (depth < 6) for (const key of s.required ?? []) out[key] = plausible(s.properties?.[key], resolve, depth + 1)
      return out
    }
    case 'array':
      return depth < 6 && s.items ? [plausible(s.items, resolve, depth + 1)] : []
    case 'integer':
    case 'number':
      return s.minimum ?? 1
    case 'boolean':
      return true
    case 'null':
      return null
    case 'string':
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
      if (s.format === 'date-time') return '2026-10-01T09:00:00.000Z'
      if (s.format === 'date') return '2026-10-01'
      if (s.format === 'email') return 'fuzz@example.com'
      if (s.format === 'uri') return 'https://example.com/'
      return 'x'.repeat(Math.max(1, s.minLength ?? 1))
    default:
      return 'x'
  }
}

/** Numbers at the edges: zero, negatives, past 2^53, past a double, not numbers at all. */
export const boundaryNumbers = [
  '0',
  '-1',
  '9007199254740992',
  '9007199254740993',
  '999999999999999999999',
  '1e9999',
  '-1e9999',
  'Infinity',
  'NaN',
  '1.5',
  '0x10',
  '',
  ' ',
]

/** Bad text for a path or query parameter. */
export const badParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...boundaryNumbers,
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
    '..',
    '%2e%2e',
    'a\u0000b',
    '\u0000',
    '[]',
    '{}',
    'null',
    'true',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 1, max: 5000 }).map((n) => 'x'.repeat(n)),
  fc.constant('é'.repeat(20_000)),
)

/** Nested arrays or objects `n` deep. */
const deep = (n: number, object: boolean): unknown => {
  let v: unknown = 1
  for (let i = 0; i < n; i++) v = object ? { a: v } : [v]
  return v
}

/** A value of the wrong kind, or the right kind at an edge. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    2 ** 53,
    -(2 ** 53),
    2 ** 31,
    1.5,
    1e308,
    null,
    true,
    false,
    '',
    'a\u0000b',
    [],
    {},
    [null],
    { __proto__: 1 },
    { constructor: { prototype: 1 } },
  ),
  fc.constantFrom(...boundaryNumbers),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 2, max: 5000 }).map((n) => deep(n, n % 2 === 0)),
  fc
    .integer({ min: 100, max: 20_000 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  fc.jsonValue({ maxDepth: 3 }),
)

/** A raw request body that is not what the route reads. */
export const badRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'null',
    '"x"',
    '1e9999',
    '{"__proto__":{"x":1}}',
    '{"a":1,"a":2}',
    '\u0000',
    'true',
    '[]',
  ),
  fc.string({ maxLength: 50 }),
  fc.integer({ min: 2, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 2, max: 20_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
)
