import { Badge, Button, Caption1, Checkbox, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { StarFilled, StarRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { Mail, MailLabel } from './email-api'
import { LABEL_COLORS } from './mail-labels'

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  unread: { backgroundColor: tokens.colorNeutralBackground2 },
  open: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    width: '100%',
    overflow: 'hidden',
  },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    maxWidth: '100%',
    minWidth: 0,
  },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
})

export const mailTime = (iso: string, language: string) => {
  const d = new Date(iso)
  const today = new Date().toDateString() === d.toDateString()
  return today
    ? d.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString(language, { day: 'numeric', month: 'short' })
}

/** The mails of a view: select, star and open each. */
export function MailList({
  mails,
  selected,
  onToggle,
  onStar,
  onOpen,
}: {
  mails: Mail[]
  selected: Set<number>
  onToggle: (id: number) => void
  onStar: (mail: Mail) => void
  onOpen: (mail: Mail) => void
}) {
  const { t, i18n } = useTranslation('sandboxEmail')
  const styles = useStyles()
  return (
    <ul className={styles.list} aria-label={t('mails')}>
      {mails.map((m) => (
        <li key={m.id} className={mergeClasses(styles.row, !m.isRead && styles.unread)} data-testid={`mail-${m.id}`}>
          <Checkbox
            aria-label={t('selectMail', { subject: m.subject || t('noSubject') })}
            checked={selected.has(m.id)}
            onChange={() => onToggle(m.id)}
          />
          <Button
            appearance="transparent"
            size="small"
            aria-pressed={m.isStarred}
            aria-label={t('starMail', { subject: m.subject || t('noSubject') })}
            icon={m.isStarred ? <StarFilled color={tokens.colorPaletteMarigoldForeground2} /> : <StarRegular />}
            onClick={() => onStar(m)}
          />
          <button type="button" className={styles.open} onClick={() => onOpen(m)}>
            <span className={styles.line}>
              <Text weight={m.isRead ? 'regular' : 'semibold'} className={styles.ellipsis}>
                {m.folder === 'sent' || m.folder === 'draft'
                  ? m.to.map((p) => p.email).join(', ') || t('noRecipient')
                  : m.from.name}
              </Text>
              {m.labels.map((l) => (
                <Badge key={l} size="small" appearance="tint" color={LABEL_COLORS[l as MailLabel] ?? 'informative'}>
                  {t(`labels.${l as MailLabel}`, { defaultValue: l })}
                </Badge>
              ))}
            </span>
            <Text className={mergeClasses(styles.ellipsis, styles.muted)} size={200}>
              {m.subject || t('noSubject')}
            </Text>
          </button>
          <Caption1 className={styles.muted}>{mailTime(m.time, i18n.language)}</Caption1>
        </li>
      ))}
    </ul>
  )
}
