import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

interface Row {
  name: string
  total: number
  note?: string
}
const columns = [
  { label: 'Name', value: (r: Row) => r.name },
  { label: 'Total', value: (r: Row) => r.total },
  { label: 'Note', value: (r: Row) => r.note },
]

describe('CSV export', () => {
  it('writes a header and one line per row in column order', () => {
    expect(
      toCsv(columns, [
        { name: 'Ann', total: 12.5 },
        { name: 'Bo', total: 3, note: 'x' },
      ]),
    ).toBe('Name,Total,Note\r\nAnn,12.5,\r\nBo,3,x')
  })
  it('quotes commas, quotes and line breaks so the text reads back unchanged', () => {
    const rows = [
      { name: 'Smith, "Jr"', total: 1, note: 'two\nlines' },
      { name: 'محمد', total: 2 },
    ]
    const parsed = Papa.parse<string[]>(toCsv(columns, rows)).data
    expect(parsed[1]).toEqual(['Smith, "Jr"', '1', 'two\nlines'])
    expect(parsed[2][0]).toBe('محمد')
  })
  it('disarms cells a spreadsheet would run as formulas', () => {
    const parsed = Papa.parse<string[]>(toCsv(columns, [{ name: '=HYPERLINK("x")', total: -5, note: '@cmd' }])).data
    expect(parsed[1]).toEqual(['\'=HYPERLINK("x")', '-5', "'@cmd"])
  })
  it('writes only the header when there are no rows', () => {
    expect(toCsv(columns, [])).toBe('Name,Total,Note\r\n')
  })
})
