import { atom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { i18n, initialLanguage, loadLanguage } from '../i18n'
import { directionOf, type Language } from '../languages'
import { STORAGE_PREFIX } from '../storage-prefix'
import { settingsAtom } from './settings-atoms'

/** The chosen language, `debrief-language`; before any choice, the detected one (not stored). */
export const languageAtom = atomWithStorage<Language>(
  `${STORAGE_PREFIX}language`,
  initialLanguage,
  createJSONStorage<Language>(() => localStorage),
  {
    getOnInit: true,
  },
)

/**
 * The language switch: loads the bundle first (no flash of keys), then switches i18next, stores the choice and
 * sets the direction the language is written in.
 */
export const changeLanguageAtom = atom(null, async (_get, set, language: Language) => {
  await loadLanguage(language)
  await i18n.changeLanguage(language)
  set(languageAtom, language)
  set(settingsAtom, { direction: directionOf(language) })
  // A choice made on a page that shows its own language (a candidate's interview) wins over that page's language.
  set(pageLanguageAtom, null)
})

/**
 * The language a page shows in regardless of the stored choice, while it is open, never stored: a candidate's
 * interview starts in the language it was created in, and a manager previewing it in the same browser keeps
 * their own language everywhere else. The language switch clears it.
 */
export const pageLanguageAtom = atom<Language | null>(null)
