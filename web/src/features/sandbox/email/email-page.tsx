import { Card, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useCallback, useEffect, useState } from 'react'
import { useUrlQuery } from '../shared/use-url-query'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { callErrors, messageOf } from '../shared/call-error'
import { SandboxPage } from '../shared/sandbox-page'
import { ComposeDialog, type ComposeStart } from './compose-dialog'
import { listMails, MAIL_LABELS, MAIL_VIEWS, updateMails, type Mail, type MailLabel, type MailView } from './email-api'
import { MailList } from './mail-list'
import { MailReader } from './mail-reader'
import { MailSidebar } from './mail-sidebar'
import { MailToolbar, type BulkAction } from './mail-toolbar'
import { RefreshingBar } from '../../../components/refreshing-bar'

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, position: 'relative', minWidth: 0 },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
})

interface MailPlace {
  filter: MailView
  label?: MailLabel
  q?: string
}
const MAIL_PLACE: MailPlace = { filter: 'inbox' }
const MAIL_PLACE_SPEC = { filter: 'string', label: 'string', q: 'string' } as const
const MAIL_PLACE_ALLOWED = { filter: MAIL_VIEWS, label: MAIL_LABELS }

/** /apps/email: folders, labels, search, bulk actions through the one bulk call, reading and writing mails. */
export function EmailPage() {
  const { t } = useTranslation('sandboxEmail')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  // The folder, label and search kept in the address: a reload or a shared link opens the same mails.
  const [where, setWhere] = useUrlQuery<MailPlace>(MAIL_PLACE, MAIL_PLACE_SPEC, MAIL_PLACE_ALLOWED)
  const { filter: view, label, q = '' } = where
  const setView = useCallback((filter: MailView) => setWhere((w) => ({ ...w, filter })), [setWhere])
  const setLabel = useCallback((next: MailLabel | undefined) => setWhere((w) => ({ ...w, label: next })), [setWhere])
  const setQ = useCallback(
    (text: string) => setWhere((w) => (w.q === (text || undefined) ? w : { ...w, q: text || undefined })),
    [setWhere],
  )
  const list = useLoad(
    (signal) => listMails({ filter: view, label, q: q || undefined }, signal),
    [view, label, q],
    t('loadError'),
  )
  const [selected, setSelected] = useState(new Set<number>())
  const [openId, setOpenId] = useState<number>()
  const [compose, setCompose] = useState<ComposeStart>()
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string }>()
  const fallback = t('errors.unexpected', { ns: 'common' })

  useEffect(() => {
    setSelected(new Set())
    setOpenId(undefined)
  }, [view, label, q])
  const mails = list.data?.emails ?? []
  const open = mails.find((m) => m.id === openId)

  const bulk = useCallback(
    async (ids: number[], action: BulkAction, done?: string) => {
      const failure = await callErrors(updateMails(ids, action), fallback)
      if (failure) return setNotice({ intent: 'error', text: messageOf(failure) })
      if (done) setNotice({ intent: 'success', text: done })
      setSelected(new Set())
      list.reload()
    },
    [fallback, list],
  )

  const openMail = (mail: Mail) => {
    setOpenId(mail.id)
    // Opening a mail marks it read, as a mail client does.
    if (!mail.isRead && canManage) void bulk([mail.id], { data: { isRead: true } })
  }
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <SandboxPage title={t('title')} subtitle={t('subtitle')}>
      {notice && (
        <MessageBar intent={notice.intent}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.layout}>
        <MailSidebar
          view={view}
          label={label}
          meta={list.data?.emailsMeta}
          onView={setView}
          onLabel={setLabel}
          onCompose={canManage ? () => setCompose({}) : undefined}
        />
        <Card className={styles.card}>
          {list.loading && list.data && <RefreshingBar className={styles.progress} />}
          {open ? (
            <MailReader
              mail={open}
              onBack={() => setOpenId(undefined)}
              onReply={
                canManage
                  ? () =>
                      setCompose({
                        to: open.from.email,
                        subject: open.subject.startsWith('Re:') ? open.subject : `Re: ${open.subject}`,
                      })
                  : undefined
              }
              onTrash={
                canManage
                  ? () => {
                      setOpenId(undefined)
                      void bulk([open.id], { data: { isDeleted: true } }, t('trashed', { count: 1 }))
                    }
                  : undefined
              }
            />
          ) : (
            <>
              <MailToolbar
                total={mails.length}
                selected={selected.size}
                onSearch={setQ}
                search={q}
                onSelectAll={(all) => setSelected(all ? new Set(mails.map((m) => m.id)) : new Set())}
                onBulk={(action) =>
                  void bulk(
                    [...selected],
                    action,
                    'data' in action && action.data.isDeleted
                      ? t('trashed', { count: selected.size })
                      : t('updated', { count: selected.size }),
                  )
                }
              />
              {list.error ? (
                <ErrorState message={list.error} onRetry={list.reload} />
              ) : !list.data ? (
                <LoadingState />
              ) : mails.length === 0 ? (
                <EmptyState title={t('empty')} hint={q ? t('emptySearchHint') : undefined} />
              ) : (
                <MailList
                  mails={mails}
                  selected={selected}
                  onToggle={toggle}
                  onOpen={openMail}
                  onStar={(m) => canManage && void bulk([m.id], { data: { isStarred: !m.isStarred } })}
                />
              )}
            </>
          )}
        </Card>
      </div>
      {compose && (
        <ComposeDialog
          start={compose}
          onClose={() => setCompose(undefined)}
          onStored={(draft) => {
            setCompose(undefined)
            setNotice({ intent: 'success', text: draft ? t('draftSaved') : t('sent') })
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
