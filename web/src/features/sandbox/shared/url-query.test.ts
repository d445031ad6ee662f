import { describe, expect, it } from 'vitest'
import { readQuery, writeQuery, type QuerySpec } from './url-query'

interface Q {
  q?: string
  role?: string
  hide?: boolean
  page: number
  itemsPerPage: number
}
const defaults: Q = { page: 1, itemsPerPage: 10 }
const spec: QuerySpec<Q> = { q: 'string', role: 'string', hide: 'boolean', page: 'number', itemsPerPage: 'number' }

describe('list filters in the query string', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    const query: Q = { q: 'ann lee', role: 'admin', hide: true, page: 3, itemsPerPage: 10 }
    const search = writeQuery(query, defaults, spec)
    expect(search).toBe('?q=ann+lee&role=admin&hide=true&page=3')
    expect(readQuery(search, defaults, spec)).toEqual(query)
    expect(writeQuery(defaults, defaults, spec)).toBe('')
  })

  it('ignores unknown keys, bad numbers, bad booleans and values outside the allowed list', () => {
    const read = readQuery('?page=-2&itemsPerPage=abc&hide=maybe&role=owner&x=1&q=', defaults, spec, {
      role: ['admin', 'editor'],
    })
    expect(read).toEqual(defaults)
    expect(readQuery('?role=editor&page=2', defaults, spec, { role: ['admin', 'editor'] })).toEqual({
      ...defaults,
      role: 'editor',
      page: 2,
    })
  })
})
