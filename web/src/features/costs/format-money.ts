/** Minor units (cents) as money in the language's format; one currency per sum, never mixed. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100)
}

export const formatNumber = (n: number, language: string) => new Intl.NumberFormat(language).format(n)

export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
