import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { useAppAbility } from '../../../lib/ability'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    minWidth: 0,
    maxWidth: '1600px',
    margin: '0 auto',
  },
})

/**
 * The frame of every sandbox screen: the heading, its actions and the content below. An account that may look but
 * not change (the shared demo account, omc, a client) is told so up front, instead of finding out from a refusal.
 */
export function SandboxPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string
  subtitle?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const styles = useStyles()
  const { t } = useTranslation('sandboxScope')
  const ability = useAppAbility()
  const readOnly = ability.can('read', 'Demo') && !ability.can('manage', 'Demo')
  return (
    <div className={styles.root}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {readOnly && (
        <MessageBar intent="info" data-testid="sandbox-read-only">
          <MessageBarBody>{t('readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {children}
    </div>
  )
}
