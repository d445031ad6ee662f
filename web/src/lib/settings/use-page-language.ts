import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { i18n, loadLanguage } from '../i18n'
import { languageAtom, pageLanguageAtom } from './language-atoms'

/**
 * Shows the page language while one is set (loading its bundle first) and returns to the stored choice when it
 * is cleared; answers the page language for the document's direction.
 */
export function usePageLanguage() {
  const page = useAtomValue(pageLanguageAtom)
  const stored = useAtomValue(languageAtom)
  useEffect(() => {
    const wanted = page ?? stored
    if (i18n.language === wanted) return
    let current = true
    void loadLanguage(wanted).then(async () => {
      if (current) await i18n.changeLanguage(wanted)
    })
    return () => {
      current = false
    }
  }, [page, stored])
  return page
}
