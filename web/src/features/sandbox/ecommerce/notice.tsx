import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

/** What a write did, until dismissed. */
export function Notice({ text, onClose }: { text?: string; onClose: () => void }) {
  const { t } = useTranslation()
  if (!text) return null
  return (
    <MessageBar intent="success" role="status">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" icon={<DismissRegular />} aria-label={t('close')} onClick={onClose} />
        }
      />
    </MessageBar>
  )
}
