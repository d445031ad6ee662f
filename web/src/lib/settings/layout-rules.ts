import type { LayoutSettings, NavType } from './settings-model'

/**
 * Spec section 4: choosing horizontal navigation turns a hidden navbar into sticky (the horizontal menu lives
 * under it) and un-collapses the vertical navigation (so it is expanded when the screen narrows).
 */
export function withChange(current: LayoutSettings, patch: Partial<LayoutSettings>): LayoutSettings {
  const next = { ...current, ...patch }
  if (patch.navType === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky'
    next.verticalNavCollapsed = false
  }
  return next
}

export interface EffectiveLayout {
  navType: NavType
  /** Below the large breakpoint the vertical navigation is an overlay drawer, never inline. */
  overlayNav: boolean
  collapsed: boolean
}

/**
 * What the layout shows: below 1280 px vertical navigation in an overlay drawer, whatever was chosen. The stored
 * choice is untouched, so it returns when the screen widens.
 */
export function effectiveLayout(
  settings: Pick<LayoutSettings, 'navType' | 'verticalNavCollapsed'>,
  wide: boolean,
): EffectiveLayout {
  if (!wide) return { navType: 'vertical', overlayNav: true, collapsed: false }
  return {
    navType: settings.navType,
    overlayNav: false,
    collapsed: settings.navType === 'vertical' && settings.verticalNavCollapsed,
  }
}
