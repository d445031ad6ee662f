import { tokens } from '@fluentui/react-components'
import { CheckmarkRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from './chat-api'

/** The state of a sent message: one tick sent, two delivered, two in the brand colour seen (with the word for screen readers). */
export function MessageStatus({ feedback }: { feedback: ChatMessage['feedback'] }) {
  const { t } = useTranslation('sandboxChat')
  const state = feedback.isSeen ? 'seen' : feedback.isDelivered ? 'delivered' : feedback.isSent ? 'sent' : 'pending'
  const label = t(`status.${state}`)
  if (state === 'pending')
    return (
      <span role="img" aria-label={label}>
        …
      </span>
    )
  const color = state === 'seen' ? tokens.colorBrandForeground1 : tokens.colorNeutralForeground3
  return (
    <span role="img" aria-label={label} title={label} style={{ color, display: 'inline-flex' }} data-status={state}>
      {state === 'sent' ? (
        <CheckmarkRegular />
      ) : (
        <>
          <CheckmarkRegular />
          <CheckmarkRegular style={{ marginInlineStart: '-8px' }} />
        </>
      )}
    </span>
  )
}
