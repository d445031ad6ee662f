/**
 * Dates and times in the reader's language, in one place: short and locale-aware ("Dec 12, 2026, 9:00 AM",
 * "١٢ ديسمبر ٢٠٢٦، ٩:٠٠ ص"), never the browser default's "12/12/2026, 9:00:00 AM" with seconds. The month is
 * spelled out, so a date reads the same whatever the surrounding text direction (a numeric Arabic date carries
 * right-to-left marks that scramble it in a left-to-right box, such as a chart).
 */
const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let f = cache.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(language, options)
    cache.set(key, f)
  }
  return f
}

// Not dateStyle 'medium': in Arabic that is numeric ("26‏/11‏/2026").
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value))

/** A moment: "Dec 12, 2026, 9:00 AM" (no seconds). */
export const formatDateTime = (value: string | number | Date, language: string, timeZone?: string) =>
  formatter(language, { ...DAY, hour: 'numeric', minute: '2-digit', timeZone }).format(toDate(value))

/** A day: "Dec 12, 2026". A bare ISO day ("2026-12-12") is that calendar day, not midnight UTC shifted. */
export const formatDate = (value: string | number | Date, language: string, timeZone?: string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatter(language, { ...DAY, timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
    : formatter(language, { ...DAY, timeZone }).format(toDate(value))

/** A chart axis tick: "Dec 12" for a day or week, "Dec 2026" for a month (the tooltip has the full date). */
export const formatDateTick = (day: string, granularity: 'day' | 'week' | 'month', language: string) =>
  formatter(
    language,
    granularity === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(new Date(`${day.slice(0, 10)}T00:00:00Z`))
