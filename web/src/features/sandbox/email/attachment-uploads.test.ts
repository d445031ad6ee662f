import { describe, expect, it } from 'vitest'
import { addPicked, composedAttachments, MAX_FILES, sizeOf, stillUploading, updatePicked } from './attachment-uploads'

let n = 0
const key = () => `k${++n}`

describe('attachment uploads', () => {
  it('adds picked files as uploading, capped at the limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.txt`, size: 2048 }))
    const { list, added } = addPicked([], many, key)
    expect(list).toHaveLength(MAX_FILES)
    expect(added[0]).toMatchObject({ fileName: 'f0.txt', size: '2 KB', state: 'uploading', pct: 0 })
    expect(addPicked(list, [{ name: 'x', size: 1 }], key).added).toHaveLength(0)
  })

  it('sends only stored files, and waits while one uploads', () => {
    const { list } = addPicked(
      [],
      [
        { name: 'a.txt', size: 10 },
        { name: 'b.png', size: 3_000_000 },
        { name: 'c', size: 5 },
      ],
      key,
    )
    const [a, b, c] = list
    let next = updatePicked(list, a.key, { state: 'stored', id: 'id-a' })
    next = updatePicked(next, c.key, { state: 'failed', reason: 'too large' })
    expect(stillUploading(next)).toBe(true)
    next = updatePicked(next, b.key, { state: 'stored', id: 'id-b' })
    expect(stillUploading(next)).toBe(false)
    expect(composedAttachments(next)).toEqual([
      { fileName: 'a.txt', size: '10 B', id: 'id-a' },
      { fileName: 'b.png', size: '2.9 MB', id: 'id-b' },
    ])
  })

  it('formats sizes in bytes, kilobytes and megabytes', () => {
    expect([sizeOf(900), sizeOf(1536), sizeOf(5 * 1024 * 1024)]).toEqual(['900 B', '2 KB', '5.0 MB'])
  })
})
