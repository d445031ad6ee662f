import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import { CopyRegular, GiftRegular, MailRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ExampleDialog } from './example-dialog'

const STEPS = [
  ['invite', PersonAddRegular],
  ['signUp', MailRegular],
  ['reward', GiftRegular],
] as const
const useStyles = makeStyles({
  steps: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
  step: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '200px' },
})

/** Refer and earn: how it works, invite by email and the personal link to copy. */
export function ReferEarnDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState<string>()
  const [copied, setCopied] = useState(false)
  const link = `${location.origin}/register?ref=demo`
  const ok = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())
  return (
    <ExampleDialog title={t('dialogs.refer.title')} onClose={onClose}>
      <Body1>{t('dialogs.refer.body')}</Body1>
      <ol className={styles.steps}>
        {STEPS.map(([key, Icon]) => (
          <li key={key} className={styles.step}>
            <Icon className={styles.icon} aria-hidden />
            <Subtitle2>{t(`dialogs.refer.steps.${key}.title`)}</Subtitle2>
            <Body1>{t(`dialogs.refer.steps.${key}.body`)}</Body1>
          </li>
        ))}
      </ol>
      {sent && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('dialogs.refer.sent', { email: sent })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('dialogs.refer.email')}
          validationMessage={email && !ok ? t('errors.email') : undefined}
        >
          <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
        </Field>
        <Button
          appearance="primary"
          disabled={!ok}
          onClick={() => {
            setSent(email.trim())
            setEmail('')
          }}
        >
          {t('dialogs.refer.send')}
        </Button>
      </div>
      <div className={styles.row}>
        <Field className={styles.grow} label={t('dialogs.refer.link')}>
          <Input readOnly value={link} dir="ltr" />
        </Field>
        <Button
          icon={<CopyRegular />}
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? t('dialogs.share.copied') : t('dialogs.refer.copy')}
        </Button>
      </div>
    </ExampleDialog>
  )
}
