import type { CostRow } from '../cost-rows-repository.js'

export const CSV_COLUMNS: (keyof CostRow)[] = [
  'id',
  'createdAt',
  'localDay',
  'orgId',
  'orgName',
  'kind',
  'model',
  'quantity',
  'inputTokens',
  'outputTokens',
  'unitPriceMinor',
  'amountMinor',
  'currency',
  'meetingId',
  'reportId',
  'selfInterviewId',
  'runId',
]

/** RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let s = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`
