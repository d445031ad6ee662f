import { describe, expect, it } from 'vitest'
import { parseFilters, periodRange, toSearch } from './use-cost-filters'

describe('cost filters in the URL', () => {
  it('round-trips every filter and defaults the rest', () => {
    const f = parseFilters(
      'from=2026-04-01&to=2026-04-30&granularity=week&stackBy=org&kind=llm-tokens&orgId=abc&period=2026-04-13&by=tag',
    )
    expect(f.by).toBe('tag')
    expect(parseFilters(toSearch(f))).toEqual(f)
    expect(parseFilters('by=colour').by).toBeUndefined()
    const d = parseFilters('from=nonsense&granularity=hour', Date.parse('2026-04-30T12:00:00Z'))
    expect(d).toEqual({ from: '2026-04-01', to: '2026-04-30', granularity: 'day', stackBy: 'kind' })
  })

  it('turns a bar into its days, cut to the period', () => {
    const period = { from: '2026-04-01', to: '2026-04-30' }
    expect(periodRange('2026-03-30', 'week', period)).toEqual({ from: '2026-04-01', to: '2026-04-05' })
    expect(periodRange('2026-04-01', 'month', period)).toEqual({ from: '2026-04-01', to: '2026-04-30' })
    expect(periodRange('2026-04-15', 'day', period)).toEqual({ from: '2026-04-15', to: '2026-04-15' })
  })
})
