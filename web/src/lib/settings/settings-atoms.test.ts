// @vitest-environment jsdom
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetSettingsAtom, settingAtoms, settingsAtom } from './settings-atoms'
import { DEFAULT_SETTINGS } from './settings-model'

describe('layout settings persistence', () => {
  beforeEach(() => localStorage.clear())

  it('stores each setting under a debrief- key as JSON', () => {
    const store = createStore()
    store.set(settingsAtom, { theme: 'dark', navbarBlur: false, primaryColor: '#16B1FF' })
    expect(localStorage.getItem('debrief-theme')).toBe('"dark"')
    expect(localStorage.getItem('debrief-navbarBlur')).toBe('false')
    expect(localStorage.getItem('debrief-primaryColor')).toBe('"#16B1FF"')
  })

  it('reads the saved values back after a reload (fresh modules, fresh store)', async () => {
    createStore().set(settingsAtom, { skin: 'bordered', contentWidth: 'fluid', direction: 'rtl' })
    vi.resetModules()
    const reloaded = await import('./settings-atoms')
    expect(createStore().get(reloaded.settingsAtom)).toMatchObject({
      skin: 'bordered',
      contentWidth: 'fluid',
      direction: 'rtl',
    })
  })

  it('applies the horizontal rule on write', () => {
    const store = createStore()
    store.set(settingsAtom, { navbarType: 'hidden', verticalNavCollapsed: true })
    store.set(settingsAtom, { navType: 'horizontal' })
    expect(store.get(settingAtoms.navbarType)).toBe('sticky')
    expect(store.get(settingAtoms.verticalNavCollapsed)).toBe(false)
  })

  it('reset restores the defaults and removes the keys', () => {
    const store = createStore()
    store.set(settingsAtom, { theme: 'dark', footerType: 'hidden' })
    store.set(resetSettingsAtom)
    expect(store.get(settingsAtom)).toEqual(DEFAULT_SETTINGS)
    expect(localStorage.getItem('debrief-theme')).toBeNull()
  })
})
