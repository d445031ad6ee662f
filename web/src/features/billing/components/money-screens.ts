import { paths } from '../../../config/paths'

/**
 * The screens where money is spent or accounted for: the cost dashboards, billing, and where analyses are started
 * (meetings, self-interviews, the summarizer and its runs). The budget banner shows only there: on every other
 * screen (the sandbox, the builders, settings) it was noise that pushed the page down.
 */
const MONEY_SCREENS = [
  paths.omc.dashboardCost.path,
  paths.omc.barchart.path,
  paths.billing.path,
  paths.meetings.list.path,
  paths.meetings.detail.path,
  paths.selfInterviews.list.path,
  paths.selfInterviews.detail.path,
  paths.llm.summarize.path,
  paths.llm.list.path,
  paths.llm.detail.path,
]

const matches = (pattern: string, location: string) => {
  const a = pattern.split('/')
  const b = location.split('/')
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i])
}

/** Whether the path (no query) is a money screen. */
export const isMoneyScreen = (location: string): boolean =>
  MONEY_SCREENS.some((pattern) => matches(pattern, location.replace(/\/+$/, '') || '/'))
