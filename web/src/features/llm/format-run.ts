/** Cost in minor units of its currency as money: 1234 EUR → "€12.34". */
export const formatCost = (minor: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100)

/** 1500 → "1.5 s", 75_000 → "1 min 15 s"; null → "—". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—'
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
}

export const formatTokens = (n: number, language: string) => new Intl.NumberFormat(language).format(n)

/** The run's currency: the organization's, as the service sends it (also for a run that called no model). */
export const currencyOf = (run: { currency: string }) => run.currency
