import { parse } from 'csv-parse/sync'

export interface CandidateRow {
  row: number
  name: string
  email: string
  error?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Candidates from CSV text: `name,email` per row, an optional header row, `;` also accepted as separator.
 * Each row is judged on its own, so one bad row never sinks the others.
 */
export function parseCandidates(csv: string): CandidateRow[] {
  const delimiter = !csv.split('\n', 1)[0].includes(',') && csv.includes(';') ? ';' : ','
  const records = parse(csv, {
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as string[][]
  const out: CandidateRow[] = []
  const seen = new Set<string>()
  records.forEach((cells, i) => {
    const [name = '', email = ''] = cells
    if (i === 0 && /^name$/i.test(name) && /^e-?mail$/i.test(email)) return
    const row: CandidateRow = { row: i + 1, name, email: email.toLowerCase() }
    if (!name) row.error = 'The name is missing'
    else if (name.length > 120) row.error = 'The name is longer than 120 characters'
    else if (!EMAIL.test(email) || email.length > 254) row.error = 'The e-mail address is not valid'
    else if (seen.has(row.email)) row.error = 'This e-mail appears earlier in the file'
    seen.add(row.email)
    out.push(row)
  })
  return out
}
