import {
  Body1,
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular, PersonRegular, SendRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { formErrors } from '../../../lib/form-errors'
import { useLoad } from '../../../lib/use-load'
import { changeRequest, getRequest, replyTo, type SupportStatus } from '../api'
import { AttachmentList } from './attachment-list'
import { SupportStatusBadge } from './status-badge'
import { formatDateTime } from '../../../lib/format-date'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  message: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    background: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
  },
  reply: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  staff: { background: tokens.colorBrandBackground2 },
  thread: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

/** One request: its description and replies in order, a reply box, and the status (and, for support, assignment). */
export function RequestDrawer({
  id,
  staff,
  me,
  onClose,
  onChanged,
}: {
  id: string
  staff: boolean
  me: string
  onClose: () => void
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('support')
  const styles = useStyles()
  const load = useLoad((signal) => getRequest(id, signal), [id], t('error'))
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const when = (iso: string) => formatDateTime(iso, i18n.language)
  const act = async (call: () => Promise<{ data?: unknown; error?: unknown }>) => {
    setBusy(true)
    const { data, error: failure } = await call()
    setBusy(false)
    if (!data) return setError(formErrors(failure, t('error')).form)
    setError(undefined)
    load.reload()
    onChanged()
    return true
  }
  const r = load.data
  const setStatus = (status: SupportStatus) => act(() => changeRequest(id, { status }))
  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {r?.subject ?? t('loading')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {!r && (load.error ? <ErrorState message={load.error} onRetry={load.reload} /> : <LoadingState />)}
        {r && (
          <>
            <div className={styles.actions}>
              <SupportStatusBadge status={r.status} />
              <Caption1>{`${t(`category.${r.category}`)} · ${r.requester.name}${r.organization ? ` · ${r.organization}` : ''} · ${when(r.createdAt)}`}</Caption1>
            </div>
            <Caption1>{r.assignee ? t('assignedTo', { name: r.assignee.name }) : t('unassigned')}</Caption1>
            <Body1 className={styles.message} dir="auto">
              {r.description}
            </Body1>
            <AttachmentList
              requestId={r.id}
              attachments={r.attachments}
              canAttach={r.status !== 'closed'}
              onAttached={() => {
                load.reload()
                onChanged()
              }}
            />
            <ol className={styles.thread} aria-label={t('replies')}>
              {r.replies.map((p) => (
                <li key={p.id} className={mergeClasses(styles.message, styles.reply, p.fromStaff && styles.staff)}>
                  <Caption1>{`${p.fromStaff ? t('support') : (p.author?.name ?? '')} · ${when(p.createdAt)}`}</Caption1>
                  <Body1 as="p">{p.body}</Body1>
                </li>
              ))}
            </ol>
            <Field label={staff ? t('answer') : t('reply')} validationMessage={error}>
              <Textarea rows={4} value={text} maxLength={10000} onChange={(_, d) => setText(d.value)} />
            </Field>
            <div className={styles.actions}>
              <Button
                appearance="primary"
                icon={<SendRegular />}
                disabled={busy || !text.trim()}
                onClick={async () => {
                  if (await act(() => replyTo(id, text.trim()))) setText('')
                }}
              >
                {t('send')}
              </Button>
              {staff && r.assignee?.id !== me && (
                <Button
                  icon={<PersonRegular />}
                  disabled={busy}
                  onClick={() => act(() => changeRequest(id, { assigneeId: me }))}
                >
                  {t('assignMe')}
                </Button>
              )}
              {r.status !== 'resolved' && r.status !== 'closed' && (
                <Button disabled={busy} onClick={() => setStatus('resolved')}>
                  {t('resolve')}
                </Button>
              )}
              {r.status !== 'closed' && (
                <Button disabled={busy} onClick={() => setStatus('closed')}>
                  {t('closeRequest')}
                </Button>
              )}
              {(r.status === 'resolved' || r.status === 'closed') && (
                <Button disabled={busy} onClick={() => setStatus('open')}>
                  {t('reopen')}
                </Button>
              )}
            </div>
          </>
        )}
      </DrawerBody>
    </OverlayDrawer>
  )
}
