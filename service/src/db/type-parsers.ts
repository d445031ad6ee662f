import pg from 'pg'

const TIMESTAMPTZ = 1184
/** node-postgres's own parser (postgres-date), kept for the unusual shapes and as the reference in tests. */
export const defaultTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date | number | null

const digit = (value: string, at: number) => value.charCodeAt(at) - 48
const twoDigits = (value: string, at: number) => digit(value, at) * 10 + digit(value, at + 1)
const isDigit = (value: string, at: number) => {
  const c = value.charCodeAt(at)
  return c >= 48 && c <= 57
}

/**
 * timestamptz as PostgreSQL writes it with DateStyle ISO (`2026-11-22 01:53:35.123456+00`, offsets like
 * `+05:30`), read without the general parser's regular expressions: every list row carries a few, and
 * they were a tenth of a list request's JavaScript time. Same result as node-postgres's parser
 * (milliseconds truncated, as Date.UTC does); anything unusual (BC, infinity, years before 1000) goes to it.
 */
export function parseTimestamptz(value: string): Date | number | null {
  const n = value.length
  const shaped =
    n >= 22 &&
    value.charCodeAt(4) === 45 &&
    value.charCodeAt(7) === 45 &&
    value.charCodeAt(10) === 32 &&
    value.charCodeAt(13) === 58 &&
    value.charCodeAt(16) === 58
  if (!shaped || !isDigit(value, 0) || value.charCodeAt(0) === 48) return defaultTimestamptz(value)
  let i = 19
  let ms = 0
  if (value.charCodeAt(i) === 46) {
    let digits = 0
    i++
    while (i < n && isDigit(value, i)) {
      if (digits < 3) {
        ms = ms * 10 + digit(value, i)
        digits++
      }
      i++
    }
    for (; digits < 3; digits++) ms *= 10
  }
  const sign = value.charCodeAt(i)
  if (sign !== 43 && sign !== 45) return defaultTimestamptz(value)
  // ±HH, ±HH:MM or ±HH:MM:SS, and nothing after it.
  const zone = n - i - 1
  if (zone !== 2 && zone !== 5 && zone !== 8) return defaultTimestamptz(value)
  let offset = twoDigits(value, i + 1) * 3600
  if (zone >= 5) offset += twoDigits(value, i + 4) * 60
  if (zone === 8) offset += twoDigits(value, i + 7)
  for (let k = i + 1; k < n; k++) if (!isDigit(value, k) && value.charCodeAt(k) !== 58) return defaultTimestamptz(value)
  const utc = Date.UTC(
    digit(value, 0) * 1000 + digit(value, 1) * 100 + twoDigits(value, 2),
    twoDigits(value, 5) - 1,
    twoDigits(value, 8),
    twoDigits(value, 11),
    twoDigits(value, 14),
    twoDigits(value, 17),
    ms,
  )
  return new Date(utc - (sign === 45 ? -1 : 1) * offset * 1000)
}

// Not in the type ids @types/pg lists, though node-postgres parses it.
const TEXT_ARRAY = 1009 as Parameters<typeof pg.types.getTypeParser>[0]
/** node-postgres's text[] parser (postgres-array), for quoted, escaped, nested or NULL elements. */
export const defaultTextArray = pg.types.getTypeParser(TEXT_ARRAY) as (value: string) => (string | null)[]

/**
 * text[] such as `{interview,recruiter}`: PostgreSQL quotes any element holding a quote, backslash,
 * comma, brace or space, so a value without `"` or `\` and with one level of braces splits on commas.
 * Everything else (and an unquoted NULL element) goes to the general parser.
 */
export function parseTextArray(value: string): (string | null)[] {
  const n = value.length
  if (n < 2 || value.charCodeAt(0) !== 123 || value.charCodeAt(n - 1) !== 125) return defaultTextArray(value)
  if (n === 2) return []
  const inner = value.slice(1, -1)
  if (inner.includes('"') || inner.includes('\\') || inner.includes('{')) return defaultTextArray(value)
  const items = inner.split(',')
  if (items.includes('NULL')) return defaultTextArray(value)
  return items
}

const DATE = 1082

/**
 * The process-wide result types: counts and amounts as numbers (they stay far below 2^53), fast
 * timestamps and text arrays, and `date` as its 'YYYY-MM-DD' text: a calendar day has no time zone,
 * and read as a Date it would become midnight in the server's zone (node-postgres's default).
 */
export function registerTypeParsers(): void {
  pg.types.setTypeParser(DATE, (v) => v)
  pg.types.setTypeParser(20, (v) => Number(v))
  pg.types.setTypeParser(1700, (v) => Number(v))
  pg.types.setTypeParser(TIMESTAMPTZ, parseTimestamptz)
  pg.types.setTypeParser(TEXT_ARRAY, parseTextArray)
}
