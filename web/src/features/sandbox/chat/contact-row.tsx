import { Avatar, Caption1, CounterBadge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ChatContact, ChatsContact } from './chat-api'

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    padding: tokens.spacingHorizontalS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  ellipsis: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
  },
})

export const presence = (status: string) =>
  (({ online: 'available', busy: 'busy', away: 'away' }) as const)[status as 'online'] ?? 'offline'

/** A contact in the list: presence, name, last message or role, and the unread count. */
export function ContactRow({
  contact,
  current,
  onOpen,
}: {
  contact: ChatContact | ChatsContact
  current: boolean
  onOpen: () => void
}) {
  const { t } = useTranslation('sandboxChat')
  const styles = useStyles()
  const chat = 'chat' in contact ? contact.chat : undefined
  return (
    <button
      type="button"
      className={mergeClasses(styles.row, current && styles.current)}
      aria-current={current ? 'true' : undefined}
      onClick={onOpen}
    >
      <Avatar name={contact.fullName} color="colorful" badge={{ status: presence(contact.status) }} />
      <span className={styles.text}>
        <Text weight={chat?.unseenMsgs ? 'semibold' : 'regular'} data-testid="contact-name">
          {contact.fullName}
        </Text>
        <Caption1 className={styles.ellipsis}>{chat?.lastMessage?.message ?? contact.about ?? contact.role}</Caption1>
      </span>
      {!!chat?.unseenMsgs && (
        <CounterBadge
          count={chat.unseenMsgs}
          color="danger"
          size="small"
          aria-label={t('unread', { count: chat.unseenMsgs })}
        />
      )}
    </button>
  )
}
