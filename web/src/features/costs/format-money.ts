import { formatDate, formatDateTick } from '../../lib/format-date'

/** Minor units (cents) as money in the language's format; one currency per sum, never mixed. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100)
}

export const formatNumber = (n: number, language: string) => new Intl.NumberFormat(language).format(n)

// The shared date formats (lib/format-date.ts): one place for every screen's dates.
export const formatDay = (day: string, language: string) => formatDate(day.slice(0, 10), language)

/** An axis tick: "31 Oct" for a day or week, "Oct 2026" for a month; the tooltip has the full date. */
export const formatTick = formatDateTick
