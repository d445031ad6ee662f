import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

/** What a tab shows before its data: a spinner, or the failure with a retry. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  if (!failed) return <Spinner size="small" />
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('errors.unexpected')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  )
}
