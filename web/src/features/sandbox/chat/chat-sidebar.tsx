import { Avatar, makeStyles, SearchBox, Subtitle2, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ChatsAndContacts } from './chat-api'
import { ContactRow, presence } from './contact-row'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  me: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorNeutralForeground2 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  none: { color: tokens.colorNeutralForeground2, padding: tokens.spacingHorizontalS },
})

/** The profile, the search, the chats (latest first, with unread counts) and the contacts without a chat. */
export function ChatSidebar({
  data,
  currentId,
  search,
  onSearch,
  onOpen,
}: {
  data: ChatsAndContacts
  currentId?: number
  search: string
  onSearch: (q: string) => void
  onOpen: (userId: number) => void
}) {
  const { t } = useTranslation('sandboxChat')
  const styles = useStyles()
  const chatted = new Set(data.chatsContacts.map((c) => c.id))
  const contacts = data.contacts.filter((c) => !chatted.has(c.id))
  return (
    <div className={styles.root}>
      <div className={styles.me}>
        <Avatar
          name={data.profileUser.fullName}
          color="colorful"
          badge={{ status: presence(data.profileUser.status) }}
        />
        <Text weight="semibold">{data.profileUser.fullName}</Text>
      </div>
      <SearchBox
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(_, d) => onSearch(d.value)}
      />
      <Subtitle2 as="h2" className={styles.heading}>
        {t('chats')}
      </Subtitle2>
      <ul className={styles.list} aria-label={t('chats')}>
        {data.chatsContacts.length === 0 && <li className={styles.none}>{t('noChats')}</li>}
        {data.chatsContacts.map((c) => (
          <li key={c.id}>
            <ContactRow contact={c} current={c.id === currentId} onOpen={() => onOpen(c.id)} />
          </li>
        ))}
      </ul>
      <Subtitle2 as="h2" className={styles.heading}>
        {t('contacts')}
      </Subtitle2>
      <ul className={styles.list} aria-label={t('contacts')}>
        {contacts.length === 0 && <li className={styles.none}>{t('noContacts')}</li>}
        {contacts.map((c) => (
          <li key={c.id}>
            <ContactRow contact={c} current={c.id === currentId} onOpen={() => onOpen(c.id)} />
          </li>
        ))}
      </ul>
    </div>
  )
}
