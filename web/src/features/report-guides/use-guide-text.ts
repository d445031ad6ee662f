import { useTranslation } from 'react-i18next'

/**
 * The reportGuides strings with keys built from the catalogue (`sections.<kind>.<section>.title`). They are
 * dynamic, so typed keys cannot check them at compile time; kind-catalogue.test.ts checks every one instead.
 */
export function useGuideText() {
  const { t, i18n } = useTranslation(['reportGuides', 'reportKinds'])
  const text = (key: string, options?: Record<string, unknown>): string =>
    t(key as never, options as never) as unknown as string
  return { t, text, language: i18n.language }
}
