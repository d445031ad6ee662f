/** One CSV field: quoted when it holds a comma, quote or line break; a leading formula sign is neutralised for spreadsheets. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows as CSV text (CRLF line ends, as RFC 4180 writes them), the header first. */
export function toCsv<T>(columns: { header: string; value: (row: T) => unknown }[], rows: T[]): string {
  const lines = [
    columns.map((c) => csvField(c.header)),
    ...rows.map((row) => columns.map((c) => csvField(c.value(row)))),
  ]
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n'
}

/** Hands a text to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
