import { describe, expect, it } from 'vitest'
import { checkFiles, MAX_FILE_BYTES } from './file-rules'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('file upload rules', () => {
  it('accepts images and PDFs up to the size limit and refuses the rest with a reason', () => {
    const { accepted, refused } = checkFiles(0, [
      file('a.png', 'image/png'),
      file('b.exe', 'application/x-msdownload'),
      file('c.pdf', 'application/pdf', MAX_FILE_BYTES + 1),
    ])
    expect(accepted.map((f) => f.name)).toEqual(['a.png'])
    expect(refused).toEqual([
      { name: 'b.exe', problem: 'type' },
      { name: 'c.pdf', problem: 'size' },
    ])
  })
  it('counts the files already chosen towards the limit of five', () => {
    const { accepted, refused } = checkFiles(4, [file('a.png', 'image/png'), file('b.png', 'image/png')])
    expect(accepted).toHaveLength(1)
    expect(refused).toEqual([{ name: 'b.png', problem: 'count' }])
  })
})
