import { describe, expect, it } from 'vitest'
import { effectiveLayout, withChange } from './layout-rules'
import { DEFAULT_SETTINGS } from './settings-model'

describe('forced vertical navigation below the large breakpoint', () => {
  it('shows a horizontal choice as a vertical overlay on a narrow screen', () => {
    const chosen = { ...DEFAULT_SETTINGS, navType: 'horizontal' as const }
    expect(effectiveLayout(chosen, false)).toEqual({ navType: 'vertical', overlayNav: true, collapsed: false })
  })

  it('gives the earlier choice back when the screen widens', () => {
    const chosen = { ...DEFAULT_SETTINGS, navType: 'horizontal' as const }
    effectiveLayout(chosen, false)
    expect(effectiveLayout(chosen, true)).toEqual({ navType: 'horizontal', overlayNav: false, collapsed: false })
  })

  it('keeps a collapsed vertical navigation collapsed only on wide screens', () => {
    const chosen = { ...DEFAULT_SETTINGS, verticalNavCollapsed: true }
    expect(effectiveLayout(chosen, true).collapsed).toBe(true)
    expect(effectiveLayout(chosen, false).collapsed).toBe(false)
  })
})

describe('choosing horizontal navigation', () => {
  it('turns a hidden navbar into sticky and un-collapses the vertical navigation', () => {
    const before = { ...DEFAULT_SETTINGS, navbarType: 'hidden' as const, verticalNavCollapsed: true }
    const after = withChange(before, { navType: 'horizontal' })
    expect(after).toMatchObject({ navType: 'horizontal', navbarType: 'sticky', verticalNavCollapsed: false })
  })

  it('keeps a static navbar static', () => {
    const after = withChange({ ...DEFAULT_SETTINGS, navbarType: 'static' }, { navType: 'horizontal' })
    expect(after.navbarType).toBe('static')
  })

  it('leaves other changes alone', () => {
    const before = { ...DEFAULT_SETTINGS, navbarType: 'hidden' as const }
    expect(withChange(before, { skin: 'bordered' })).toEqual({ ...before, skin: 'bordered' })
  })
})
