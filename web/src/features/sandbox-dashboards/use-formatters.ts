import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** Numbers, sandbox money (US dollars), months and weekdays in the interface language. */
export function useFormatters() {
  const { i18n } = useTranslation()
  const lng = i18n.language
  return useMemo(() => {
    const number = new Intl.NumberFormat(lng)
    const money = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    const compactMoney = new Intl.NumberFormat(lng, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    const month = new Intl.DateTimeFormat(lng, { month: 'short', year: '2-digit', timeZone: 'UTC' })
    const weekday = new Intl.DateTimeFormat(lng, { weekday: 'short', timeZone: 'UTC' })
    const day = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' })
    return {
      number: (n: number) => number.format(n),
      money: (n: number) => money.format(n),
      /** Axis ticks: "$4.5M". */
      compactMoney: (n: number) => compactMoney.format(n),
      /** "2025-03" → "Mar 25" */
      month: (ym: string) => month.format(new Date(`${ym}-01T00:00:00Z`)),
      /** ISO weekday 1 (Monday) … 7 (Sunday); 2024-01-01 was a Monday. */
      weekday: (iso: number) => weekday.format(new Date(Date.UTC(2024, 0, iso))),
      day: (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`)),
      percent: (n: number) => `${number.format(n)}%`,
    }
  }, [lng])
}
