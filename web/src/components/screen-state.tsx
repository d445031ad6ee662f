import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  center: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: '48px 0',
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
})

/** The centred spinner of a first load. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation()
  const styles = useStyles()
  return (
    <div className={styles.center}>
      <Spinner label={label ?? t('loading')} />
    </div>
  )
}

/** The empty state: what is missing and what to do about it. */
export function EmptyState({
  title,
  hint,
  icon,
  action,
}: {
  title: string
  hint?: string
  icon?: ReactNode
  action?: ReactNode
}) {
  const styles = useStyles()
  return (
    <div className={styles.center}>
      {icon}
      <Body1>{title}</Body1>
      {hint && <Body1>{hint}</Body1>}
      {action}
    </div>
  )
}

/** The error state with a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </MessageBarActions>
      )}
    </MessageBar>
  )
}
