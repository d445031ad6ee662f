/** Minor units (cents) as money in the language's format; one currency per sum, never mixed. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100)
}

export const formatNumber = (n: number, language: string) => new Intl.NumberFormat(language).format(n)

export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** An axis tick: "31 Oct" for a day or week, "Oct 2026" for a month; the tooltip has the full date. */
export const formatTick = (day: string, granularity: 'day' | 'week' | 'month', language: string) =>
  new Intl.DateTimeFormat(
    language,
    granularity === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(new Date(`${day}T00:00:00Z`))
