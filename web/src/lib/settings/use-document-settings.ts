import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import type { ColorScheme } from '../../theme/themes'
import { directionOf } from '../../lib/languages'
import { usePageLanguage } from './use-page-language'
import { settingAtoms } from './settings-atoms'

/**
 * Keeps <html> in step with the settings after start-up (public/pre-paint.js set them before the first paint):
 * the scheme drives the page background and native controls, lang and dir drive fonts, screen readers and
 * the mirrored layout.
 */
export function useDocumentSettings(scheme: ColorScheme, language: string) {
  const stored = useAtomValue(settingAtoms.direction)
  const page = usePageLanguage()
  const direction = page ? directionOf(page) : stored
  useEffect(() => {
    const root = document.documentElement
    root.dataset.scheme = scheme
    root.style.colorScheme = scheme
    root.lang = language
    root.dir = direction
  }, [scheme, language, direction])
  return direction
}
