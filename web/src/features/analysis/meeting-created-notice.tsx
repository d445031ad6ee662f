import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

/** Shown once on a meeting's page right after it was created: it worked, and here is the next step. */
export function MeetingCreatedNotice() {
  const { t } = useTranslation('analysis')
  return (
    <MessageBar intent="success">
      <MessageBarBody>
        <MessageBarTitle>{t('created.title')}</MessageBarTitle>
        {t('created.next')}
      </MessageBarBody>
    </MessageBar>
  )
}
