import { ProgressBar } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

/**
 * The thin bar over a list while its next page or filter loads (the previous rows stay in view). Named, so a screen
 * reader says what it is: an unnamed progress bar is an accessibility fault (axe `aria-progressbar-name`), which an
 * end-to-end scan found on a busy machine, where the bar is up long enough to be seen.
 */
export function RefreshingBar({ className }: { className?: string }) {
  const { t } = useTranslation()
  return <ProgressBar className={className} thickness="medium" aria-label={t('loading')} />
}
