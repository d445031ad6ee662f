import { atom, type WritableAtom } from 'jotai'
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils'
import { STORAGE_PREFIX } from '../storage-prefix'
import { withChange } from './layout-rules'
import { DEFAULT_SETTINGS, SETTING_NAMES, type LayoutSettings } from './settings-model'

type SettingAtom<T> = WritableAtom<T, [T | typeof RESET], void>

// getOnInit: the first render already uses the saved values, matching what the pre-paint script applied.
const stored = <T>(name: string, initial: T): SettingAtom<T> =>
  atomWithStorage<T>(
    `${STORAGE_PREFIX}${name}`,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  )

/** One persisted atom per setting, key `debrief-<name>`. */
export const settingAtoms = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, stored(name, DEFAULT_SETTINGS[name])]),
) as {
  [K in keyof LayoutSettings]: SettingAtom<LayoutSettings[K]>
}

// The record seen as one type, for loops over every setting.
const anyAtoms = settingAtoms as unknown as Record<keyof LayoutSettings, SettingAtom<unknown>>

export const settingsAtom = atom(
  (get) => Object.fromEntries(SETTING_NAMES.map((name) => [name, get(anyAtoms[name])])) as unknown as LayoutSettings,
  // Writes go through the layout rules so every caller gets the horizontal-navigation side effects.
  (get, set, patch: Partial<LayoutSettings>) => {
    const next = withChange(get(settingsAtom), patch)
    for (const name of SETTING_NAMES) {
      if (next[name] !== get(anyAtoms[name])) set(anyAtoms[name], next[name])
    }
  },
)

/** Back to the defaults: the keys are removed, so the pre-paint script also falls back. */
export const resetSettingsAtom = atom(null, (_get, set) => {
  for (const name of SETTING_NAMES) set(anyAtoms[name], RESET)
})
