import { describe, expect, it } from 'vitest'
import { exportQuery, overviewQuery } from './cost-query'
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
    expect(d).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      granularity: 'day',
      stackBy: 'kind',
      periodDefault: true,
    })
  })

  it('leaves the default period to the service: no days in the URL or the query until one is picked', () => {
    const d = parseFilters('granularity=week', Date.parse('2026-04-30T23:30:00Z'))
    expect(d.periodDefault).toBe(true)
    expect(toSearch(d)).toBe('granularity=week&stackBy=kind')
    expect(overviewQuery(d)).toEqual({ granularity: 'week', stackBy: 'kind' })
    expect(exportQuery({ ...d, period: '2026-04-27' })).toEqual({ from: '2026-04-27', to: '2026-04-30' })
    const picked = parseFilters(toSearch({ ...d, from: '2026-04-10', periodDefault: undefined }))
    expect(picked.periodDefault).toBeUndefined()
    expect(overviewQuery(picked)).toMatchObject({ from: '2026-04-10', to: d.to })
  })

  it('turns a bar into its days, cut to the period', () => {
    const period = { from: '2026-04-01', to: '2026-04-30' }
    expect(periodRange('2026-03-30', 'week', period)).toEqual({ from: '2026-04-01', to: '2026-04-05' })
    expect(periodRange('2026-04-01', 'month', period)).toEqual({ from: '2026-04-01', to: '2026-04-30' })
    expect(periodRange('2026-04-15', 'day', period)).toEqual({ from: '2026-04-15', to: '2026-04-15' })
  })
})
