import { Badge, Button, CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import {
  ArchiveRegular,
  DeleteRegular,
  DocumentRegular,
  EditRegular,
  MailInboxRegular,
  SendRegular,
  StarRegular,
  WarningRegular,
} from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { below } from '../../../theme/breakpoints'
import { MAIL_LABELS, type MailLabel, type MailList, type MailView } from './email-api'
import { LABEL_DOTS } from './mail-labels'

const ICONS = {
  inbox: <MailInboxRegular />,
  sent: <SendRegular />,
  draft: <DocumentRegular />,
  starred: <StarRegular />,
  spam: <WarningRegular />,
  trashed: <DeleteRegular />,
}
const VIEWS: MailView[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trashed']

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    [below('md')]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
  item: {
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    [below('md')]: { width: 'auto' },
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground1Selected,
    fontWeight: tokens.fontWeightSemibold,
  },
  grow: { flexGrow: 1, textAlign: 'start' },
  heading: {
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    textTransform: 'uppercase',
    [below('md')]: { width: '100%' },
  },
})

/** Folders and views with the mailbox counts (unread inbox and spam, drafts, starred), then the labels. */
export function MailSidebar({
  view,
  label,
  meta,
  onView,
  onLabel,
  onCompose,
}: {
  view: MailView
  label?: MailLabel
  meta?: MailList['emailsMeta']
  onView: (v: MailView) => void
  onLabel: (l?: MailLabel) => void
  onCompose?: () => void
}) {
  const { t } = useTranslation('sandboxEmail')
  const styles = useStyles()
  const count = (v: MailView) =>
    v === 'inbox'
      ? meta?.inbox
      : v === 'draft'
        ? meta?.draft
        : v === 'spam'
          ? meta?.spam
          : v === 'starred'
            ? meta?.star
            : undefined
  return (
    <nav className={styles.root} aria-label={t('folders')}>
      {onCompose && (
        <Button appearance="primary" icon={<EditRegular />} onClick={onCompose}>
          {t('compose')}
        </Button>
      )}
      {VIEWS.map((v) => (
        <Button
          key={v}
          appearance="subtle"
          icon={ICONS[v]}
          className={mergeClasses(styles.item, view === v && !label && styles.current)}
          aria-current={view === v && !label ? 'page' : undefined}
          onClick={() => {
            onLabel(undefined)
            onView(v)
          }}
        >
          <span className={styles.grow}>{t(`views.${v}`)}</span>
          {!!count(v) && (
            <CounterBadge
              count={count(v)}
              size="small"
              color={v === 'inbox' ? 'brand' : 'informative'}
              aria-label={t('countLabel', { count: count(v) })}
            />
          )}
        </Button>
      ))}
      <h2 className={styles.heading}>{t('labelsHeading')}</h2>
      {MAIL_LABELS.map((l) => (
        <Button
          key={l}
          appearance="subtle"
          icon={<ArchiveRegular />}
          className={mergeClasses(styles.item, label === l && styles.current)}
          aria-current={label === l ? 'page' : undefined}
          onClick={() => onLabel(label === l ? undefined : l)}
        >
          <span className={styles.grow}>{t(`labels.${l}`)}</span>
          <Badge size="extra-small" color={LABEL_DOTS[l]} aria-hidden />
        </Button>
      ))}
    </nav>
  )
}
