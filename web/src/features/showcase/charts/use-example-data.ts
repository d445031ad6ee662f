import { useTranslation } from 'react-i18next'
import { useLoad } from '../../../lib/use-load'

/** The data an example chart draws: one sandbox read with its loading and error states. */
export function useExampleData<T>(
  fetcher: (signal: AbortSignal) => Promise<{ data?: T; error?: unknown; response?: Response }>,
) {
  const { t } = useTranslation('showcase')
  return useLoad(fetcher, [], t('loadFailed'))
}
