import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowResetRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../lib/ability'
import { resetSandbox } from './api'
import { ResetSandboxDialog } from './reset-sandbox-dialog'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  description: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
})

/**
 * Each organization has its own copy of the sample applications (calendar, chat, mail, kanban, invoices, users …);
 * its admin may put it back to the seed here. Shown only to those whose rules allow it (`update SandboxCopy`).
 */
export function ResetSandboxCard() {
  const { t } = useTranslation('sandboxScope')
  const { t: tc } = useTranslation()
  const styles = useStyles()
  const ability = useAppAbility()
  const [asking, setAsking] = useState(false)
  const [doneAt, setDoneAt] = useState<string>()
  if (!ability.can('update', 'SandboxCopy')) return null

  const confirm = async () => {
    const result = await resetSandbox().catch(() => ({ data: undefined, error: undefined }))
    if (!result.data) return (result.error as { message?: string } | undefined)?.message ?? tc('errors.unexpected')
    setDoneAt(result.data.resetAt)
    setAsking(false)
    return undefined
  }

  return (
    <Card className={styles.card}>
      <CardHeader
        header={<Subtitle1 as="h2">{t('title')}</Subtitle1>}
        description={<Text className={styles.description}>{t('description')}</Text>}
      />
      {doneAt && (
        <MessageBar intent="success">
          <MessageBarBody>{t('done', { at: new Date(doneAt).toLocaleString() })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button icon={<ArrowResetRegular />} onClick={() => setAsking(true)}>
          {t('action')}
        </Button>
      </div>
      {asking && <ResetSandboxDialog onClose={() => setAsking(false)} onConfirm={confirm} />}
    </Card>
  )
}
