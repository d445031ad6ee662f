import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(null)).toBe('')
    expect(csvField(42)).toBe('42')
  })

  it('neutralises a leading formula sign', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvField('-1,2')).toBe(`"'-1,2"`)
  })

  it('writes a header and one line per row', () => {
    const text = toCsv(
      [
        { header: 'Name', value: (r: { n: string }) => r.n },
        { header: 'Len', value: (r) => r.n.length },
      ],
      [{ n: 'Ann' }, { n: 'Bo, Jr' }],
    )
    expect(text).toBe('Name,Len\r\nAnn,3\r\n"Bo, Jr",6\r\n')
  })
})
