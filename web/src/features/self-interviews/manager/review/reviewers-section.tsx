import {
  Badge,
  Body1,
  Button,
  Caption1,
  Input,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components'
import { AlertRegular, CopyRegular, DeleteRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/confirm-dialog'
import { ErrorState, LoadingState } from '../../../../components/screen-state'
import { useLoad } from '../../../../lib/use-load'
import {
  failure,
  listReviewInvitations,
  remindReviewer,
  revokeReviewInvitation,
  type ReviewInvitation,
} from '../../api'
import { InviteReviewerDialog } from './invite-reviewer-dialog'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  top: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  grow: { flex: '1 1 16rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' },
  chips: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
  linkRow: { display: 'flex', gap: tokens.spacingHorizontalS, width: '100%', flexWrap: 'wrap' },
  linkInput: { flex: '1 1 14rem', minWidth: 0 },
})

const COLORS: Record<ReviewInvitation['status'] | 'overdue', BadgeProps['color']> = {
  invited: 'informative',
  draft: 'warning',
  submitted: 'success',
  overdue: 'danger',
}

/**
 * "Reviewers" on the manager's interview screen: invite colleagues or outside reviewers with a due date, see
 * where each one is (invited, in progress, submitted, overdue), remind (once an hour) and revoke. An external
 * reviewer's link is shown once, right after inviting; it is also mailed to them.
 */
export function ReviewersSection({ interviewId, canManage }: { interviewId: string; canManage: boolean }) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const load = useLoad((signal) => listReviewInvitations(interviewId, signal), [interviewId], t('team.loadError'))
  const [inviting, setInviting] = useState(false)
  const [created, setCreated] = useState<{ name: string; link: string }>()
  const [copied, setCopied] = useState(false)
  const [revoking, setRevoking] = useState<ReviewInvitation>()
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string }>()
  const [busy, setBusy] = useState<string>()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  const remind = async (inv: ReviewInvitation) => {
    setBusy(inv.id)
    setNotice(undefined)
    const r = await remindReviewer(interviewId, inv.id).catch((e: unknown) => ({ data: undefined, error: e }))
    setBusy(undefined)
    if (r.error || !r.data) return setNotice({ intent: 'error', text: failure(r.error, t('team.actionError')).message })
    setNotice({ intent: 'success', text: t('team.reminded', { name: inv.name }) })
    load.reload()
  }
  const revoke = async () => {
    if (!revoking) return undefined
    const r = await revokeReviewInvitation(interviewId, revoking.id).catch((e: unknown) => ({ error: e }))
    if (r.error) return failure(r.error, t('team.actionError')).message
    setRevoking(undefined)
    load.reload()
    return undefined
  }

  const invitations = load.data?.invitations
  return (
    <div className={styles.root} data-testid="reviewers-section">
      <div className={styles.top}>
        <Caption1 className={mergeClasses(styles.grow, styles.muted)}>{t('team.intro')}</Caption1>
        {canManage && (
          <Button icon={<PersonAddRegular />} onClick={() => setInviting(true)} data-testid="invite-reviewer">
            {t('team.invite')}
          </Button>
        )}
      </div>
      {created && (
        <MessageBar intent="success" layout="multiline" data-testid="review-link-created">
          <MessageBarBody>
            <div className={styles.linkRow}>
              <Body1>{t('team.linkTitle', { name: created.name })}</Body1>
              <div className={styles.linkRow}>
                <Input
                  className={styles.linkInput}
                  value={created.link}
                  readOnly
                  dir="ltr"
                  aria-label={t('team.linkTitle', { name: created.name })}
                  data-testid="review-link"
                />
                <Button
                  icon={<CopyRegular />}
                  onClick={() =>
                    void navigator.clipboard?.writeText(created.link).then(
                      () => setCopied(true),
                      () => undefined,
                    )
                  }
                >
                  {copied ? t('team.copied') : t('team.copy')}
                </Button>
                <Button appearance="subtle" onClick={() => setCreated(undefined)}>
                  {t('team.close')}
                </Button>
              </div>
              <Caption1>{t('team.linkOnce')}</Caption1>
            </div>
          </MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent={notice.intent} data-testid="reviewers-notice">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {!invitations ? (
        load.error ? (
          <ErrorState message={load.error} onRetry={load.reload} />
        ) : (
          <LoadingState />
        )
      ) : !invitations.length ? (
        <Body1 className={styles.muted} data-testid="reviewers-empty">
          {t('team.empty')}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {invitations.map((inv) => (
            <li key={inv.id} className={styles.item} data-testid="reviewer-row" data-status={inv.status}>
              <div className={styles.who}>
                <Body1>{inv.name}</Body1>
                <Caption1 className={styles.muted}>
                  <bdi>{inv.email}</bdi>
                </Caption1>
                <Caption1 className={styles.muted}>
                  {inv.submittedAt
                    ? t('team.submittedAt', { date: dateTime.format(new Date(inv.submittedAt)) })
                    : t('team.due', { date: date.format(new Date(inv.dueAt)) })}
                </Caption1>
              </div>
              <div className={styles.chips}>
                <Badge appearance="tint" color={COLORS[inv.status]} data-testid="reviewer-status">
                  {t(`team.status.${inv.status}`)}
                </Badge>
                {inv.overdue && (
                  <Badge appearance="filled" color={COLORS.overdue} data-testid="reviewer-overdue">
                    {t('team.status.overdue')}
                  </Badge>
                )}
                {inv.kind === 'external' && (
                  <Badge appearance="outline" color="subtle">
                    {t('team.external')}
                  </Badge>
                )}
              </div>
              {canManage && (
                <div className={styles.actions} role="group" aria-label={t('team.actions', { name: inv.name })}>
                  {inv.status !== 'submitted' && (
                    <Button
                      size="small"
                      icon={<AlertRegular />}
                      disabled={busy === inv.id}
                      onClick={() => void remind(inv)}
                      data-testid="reviewer-remind"
                    >
                      {t('team.remind')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    onClick={() => setRevoking(inv)}
                    data-testid="reviewer-revoke"
                  >
                    {t('team.revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {inviting && (
        <InviteReviewerDialog
          interviewId={interviewId}
          onClose={() => setInviting(false)}
          onInvited={(inv, link) => {
            setInviting(false)
            setCopied(false)
            setCreated(link ? { name: inv.name, link } : undefined)
            load.reload()
          }}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={t('team.revokeTitle')}
          body={t('team.revokeBody', { name: revoking.name })}
          confirmLabel={t('team.revoke')}
          onClose={() => setRevoking(undefined)}
          onConfirm={revoke}
        />
      )}
    </div>
  )
}
