import { Avatar, Button, Caption1, makeStyles, mergeClasses, Text, Textarea, tokens } from '@fluentui/react-components'
import { SendRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatMessage, OpenedChat } from './chat-api'
import { presence } from './contact-row'
import { MessageStatus } from './message-status'
import { BackArrow } from '../../analysis'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '480px', height: '100%', minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  log: {
    flexGrow: 1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} 0`,
    maxHeight: '60vh',
    listStyle: 'none',
    margin: 0,
  },
  bubble: {
    maxWidth: '75%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
  theirs: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground3 },
  mine: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    justifyContent: 'flex-end',
    color: tokens.colorNeutralForeground2,
  },
  composer: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    paddingTop: tokens.spacingVerticalS,
  },
  input: { flexGrow: 1 },
})

/** One conversation: the contact, the messages with their marks, and the composer (Enter sends, Shift+Enter breaks the line). */
export function Conversation({
  opened,
  meId,
  canSend,
  onBack,
  onSend,
}: {
  opened: OpenedChat
  meId: number
  canSend: boolean
  onBack?: () => void
  onSend: (text: string) => Promise<string | undefined>
}) {
  const { t, i18n } = useTranslation('sandboxChat')
  const styles = useStyles()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const log = useRef<HTMLOListElement>(null)
  const messages: ChatMessage[] = opened.chat?.messages ?? []
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [messages.length])

  const send = async () => {
    const message = text.trim()
    if (!message || pending) return
    setPending(true)
    const failure = await onSend(message)
    setPending(false)
    setError(failure)
    if (!failure) setText('')
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }
  const c = opened.contact
  return (
    <section className={styles.root} aria-label={t('conversationWith', { name: c.fullName })}>
      <div className={styles.header}>
        {onBack && <Button appearance="subtle" icon={<BackArrow />} aria-label={t('back')} onClick={onBack} />}
        <Avatar name={c.fullName} color="colorful" badge={{ status: presence(c.status) }} />
        <div className={styles.who}>
          <Text weight="semibold">{c.fullName}</Text>
          <Caption1 className={styles.muted}>
            {c.role} · {t(`presence.${presence(c.status)}`)}
          </Caption1>
        </div>
      </div>
      <ol ref={log} className={styles.log} aria-label={t('messages')} tabIndex={0}>
        {messages.length === 0 && <li className={styles.muted}>{t('firstMessageHint', { name: c.fullName })}</li>}
        {messages.map((m, i) => {
          const mine = m.senderId === meId
          return (
            <li key={`${m.time}-${i}`} className={mergeClasses(styles.bubble, mine ? styles.mine : styles.theirs)}>
              <Text>{m.message}</Text>
              <div className={styles.meta}>
                <Caption1>
                  {new Date(m.time).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
                </Caption1>
                {mine && <MessageStatus feedback={m.feedback} />}
              </div>
            </li>
          )
        })}
      </ol>
      {canSend && (
        <div className={styles.composer}>
          <Textarea
            className={styles.input}
            value={text}
            resize="vertical"
            rows={1}
            aria-label={t('typeMessage')}
            placeholder={t('typeMessage')}
            aria-invalid={!!error}
            aria-describedby={error ? 'chat-send-error' : undefined}
            onChange={(_, d) => setText(d.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            appearance="primary"
            icon={<SendRegular />}
            disabled={pending || !text.trim()}
            onClick={() => void send()}
          >
            {t('send')}
          </Button>
        </div>
      )}
      {error && (
        <Text id="chat-send-error" role="alert">
          {error}
        </Text>
      )}
    </section>
  )
}
