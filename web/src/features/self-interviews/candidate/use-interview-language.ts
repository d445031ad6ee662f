import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { languageAtom, pageLanguageAtom } from '../../../lib/settings/language-atoms'
import { isLanguage } from '../../../lib/languages'

/**
 * The candidate's screens start in the language the interview was created in, whatever this browser chose
 * before (nothing is stored: a manager previewing the link keeps their own language elsewhere). A language the
 * candidate picks with the switch wins, for this interview, in this tab.
 */
export function useInterviewLanguage(uid: string, language: string | undefined) {
  const setPage = useSetAtom(pageLanguageAtom)
  const stored = useAtomValue(languageAtom)
  const key = `debrief.selfinter.language.${uid.slice(0, 12)}`
  const storedAtStart = useRef(stored)
  useEffect(() => {
    if (stored !== storedAtStart.current) sessionStorage.setItem(key, stored)
  }, [stored, key])
  useEffect(() => {
    if (!isLanguage(language) || sessionStorage.getItem(key)) return
    setPage(language)
    return () => setPage(null)
  }, [language, key, setPage])
}
