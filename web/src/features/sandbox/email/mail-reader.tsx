import { Avatar, Badge, Button, Caption1, Card, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components'
import { ArrowReplyRegular, DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { Mail, MailLabel } from './email-api'
import { LABEL_COLORS } from './mail-labels'
import { MailAttachments } from './mail-attachments'
import { SafeRichText } from '../../../components/safe-rich-text'
import { BackArrow } from '../../analysis'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  message: { gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  who: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  body: {
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& blockquote': { marginInline: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  },
})

function Message({ mail }: { mail: Omit<Mail, 'replies'> }) {
  const { t, i18n } = useTranslation('sandboxEmail')
  const styles = useStyles()
  return (
    <Card className={styles.message}>
      <div className={styles.head}>
        <Avatar name={mail.from.name} color="colorful" />
        <div className={styles.who}>
          <Text weight="semibold">{mail.from.name}</Text>
          <Caption1 className={styles.muted}>
            {mail.from.email} → {mail.to.map((p) => p.email).join(', ') || t('noRecipient')}
          </Caption1>
        </div>
        <Caption1 className={styles.muted}>
          {new Date(mail.time).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
        </Caption1>
      </div>
      <SafeRichText html={mail.message} className={styles.body} />
      <MailAttachments files={mail.attachments} />
    </Card>
  )
}

/** One mail with its replies, oldest first, and the reply and trash actions. */
export function MailReader({
  mail,
  onBack,
  onReply,
  onTrash,
}: {
  mail: Mail
  onBack: () => void
  onReply?: () => void
  onTrash?: () => void
}) {
  const { t } = useTranslation('sandboxEmail')
  const styles = useStyles()
  return (
    <article className={styles.root} aria-label={mail.subject || t('noSubject')}>
      <div className={styles.bar}>
        <Button appearance="subtle" icon={<BackArrow />} onClick={onBack}>
          {t('back')}
        </Button>
        <Subtitle1 as="h2" className={styles.title}>
          {mail.subject || t('noSubject')}
        </Subtitle1>
        {mail.labels.map((l) => (
          <Badge key={l} appearance="tint" color={LABEL_COLORS[l as MailLabel] ?? 'informative'}>
            {t(`labels.${l as MailLabel}`, { defaultValue: l })}
          </Badge>
        ))}
        {onTrash && !mail.isDeleted && (
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={onTrash}>
            {t('trash')}
          </Button>
        )}
      </div>
      {[...mail.replies].reverse().map((r) => (
        <Message key={r.id} mail={r} />
      ))}
      <Message mail={mail} />
      {onReply && (
        <div>
          <Button icon={<ArrowReplyRegular />} onClick={onReply}>
            {t('reply')}
          </Button>
        </div>
      )}
    </article>
  )
}
