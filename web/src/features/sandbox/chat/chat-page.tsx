import { Card, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { below, breakpoints } from '../../../theme/breakpoints'
import { useMediaQuery } from '../../../theme/use-media-query'
import { callErrors, messageOf } from '../shared/call-error'
import { SandboxPage } from '../shared/sandbox-page'
import { loadChats, openChat, sendMessage } from './chat-api'
import { ChatSidebar } from './chat-sidebar'
import { Conversation } from './conversation'

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '300px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'stretch',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0 },
})

/** /apps/chat: chats and contacts, one conversation at a time; on a phone the list and the conversation take turns. */
export function ChatPage() {
  const { t } = useTranslation('sandboxChat')
  const styles = useStyles()
  const canSend = useAppAbility().can('manage', 'Demo')
  const phone = useMediaQuery(`(max-width: ${breakpoints.md - 1}px)`)
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  const [version, setVersion] = useState(0)
  const [openId, setOpenId] = useState<number>()
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300)
    return () => clearTimeout(timer)
  }, [search])
  const lists = useLoad((signal) => loadChats(q || undefined, signal), [q, version], t('loadError'))
  // Opening a chat marks it read, so the list reloads after it to drop the unread count.
  const opened = useLoad(
    (signal) => (openId ? openChat(openId, signal) : Promise.resolve({ data: undefined, error: undefined })),
    [openId],
    t('openError'),
  )
  useEffect(() => {
    if (opened.data) setVersion((v) => v + 1)
  }, [opened.data])

  const send = async (text: string) => {
    if (!openId || !lists.data) return undefined
    const failure = await callErrors(
      sendMessage(openId, lists.data.profileUser.id, text),
      t('errors.unexpected', { ns: 'common' }),
    )
    if (failure) return messageOf(failure)
    opened.reload()
  }

  if (lists.error && !lists.data)
    return (
      <SandboxPage title={t('title')}>
        <ErrorState message={lists.error} onRetry={lists.reload} />
      </SandboxPage>
    )
  if (!lists.data)
    return (
      <SandboxPage title={t('title')}>
        <LoadingState />
      </SandboxPage>
    )
  const showList = !phone || !openId
  const showChat = !phone || !!openId
  return (
    <SandboxPage title={t('title')} subtitle={t('subtitle')}>
      <div className={styles.layout}>
        {showList && (
          <Card className={styles.card}>
            <ChatSidebar data={lists.data} currentId={openId} search={search} onSearch={setSearch} onOpen={setOpenId} />
          </Card>
        )}
        {showChat && (
          <Card className={styles.card}>
            {!openId ? (
              <EmptyState title={t('pickChat')} />
            ) : opened.error ? (
              <ErrorState message={opened.error} onRetry={opened.reload} />
            ) : opened.data?.contact.id !== openId ? (
              <LoadingState />
            ) : (
              <Conversation
                opened={opened.data}
                meId={lists.data.profileUser.id}
                canSend={canSend}
                onSend={send}
                onBack={phone ? () => setOpenId(undefined) : undefined}
              />
            )}
          </Card>
        )}
      </div>
    </SandboxPage>
  )
}
