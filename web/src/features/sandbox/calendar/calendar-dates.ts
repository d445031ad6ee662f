/** Day of the week a language's region starts it on, as FullCalendar counts (0 Sunday … 6 Saturday). */
export function weekStartOf(language: string): number {
  try {
    const locale = new Intl.Locale(language).maximize() as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number }
      weekInfo?: { firstDay: number }
    }
    const info = locale.getWeekInfo?.() ?? locale.weekInfo
    if (info) return info.firstDay % 7
    // Engines without week info: the likely region decides (US and Canada Sunday, the Arab world mostly Saturday, else Monday).
    const region = locale.region ?? ''
    if (['US', 'CA', 'BR', 'JP', 'IL', 'MX', 'PH'].includes(region)) return 0
    if (['EG', 'SA', 'AE', 'DZ', 'IQ', 'JO', 'KW', 'LY', 'OM', 'QA', 'SD', 'SY'].includes(region)) return 6
    return 1
  } catch {
    return 1
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A Date as the value of a datetime-local input (the viewer's own clock), or a date input when all day. */
export function toInputValue(iso: string, allDay: boolean): string {
  if (allDay) return iso.slice(0, 10)
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** An input value back to the stored form: all-day events at UTC midnight of their day, timed ones as an instant. */
export function fromInputValue(value: string, allDay: boolean): string | undefined {
  if (!value) return undefined
  if (allDay) return /^\d{4}-\d\d-\d\d/.test(value) ? `${value.slice(0, 10)}T00:00:00.000Z` : undefined
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

/** FullCalendar's all-day dates are local midnights of the shown day; stored, they are that day at UTC midnight. */
export const allDayIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T00:00:00.000Z`
