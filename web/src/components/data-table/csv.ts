import Papa from 'papaparse'

export interface CsvColumn<R> {
  label: string
  value: (row: R) => string | number | boolean | null | undefined
}

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection); a quote disarms it.
const FORMULA_START = /^[=+\-@\t\r]/

const cell = (v: string | number | boolean | null | undefined) => {
  if (v === null || v === undefined) return ''
  if (typeof v !== 'string') return v
  return FORMULA_START.test(v) ? `'${v}` : v
}

/** The rows as CSV text with a header line, columns in the order given; quoting is papaparse's. */
export function toCsv<R>(columns: CsvColumn<R>[], rows: R[]): string {
  return Papa.unparse(
    { fields: columns.map((c) => c.label), data: rows.map((r) => columns.map((c) => cell(c.value(r)))) },
    { newline: '\r\n' },
  )
}

/** Saves CSV text as a file; the byte-order mark lets spreadsheet programs read it as UTF-8 (Arabic, Cyrillic names). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
