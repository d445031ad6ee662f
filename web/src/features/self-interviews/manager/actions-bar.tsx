import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular, CalendarAddRegular, DeleteRegular, LinkDismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteInterview, extendInterview, failure, resendInterview, revokeInterview, type SelfInterview } from '../api'
import { LinkPanel } from './link-panel'

const OPEN = ['created', 'opened', 'in_progress']

/** Revoke, resend (shows the new link once), extend the expiry, delete. */
export function ActionsBar({
  interview,
  canUpdate,
  canDelete,
  onChanged,
  onDeleted,
}: {
  interview: SelfInterview
  canUpdate: boolean
  canDelete: boolean
  onChanged: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('selfInterviews')
  const [dialog, setDialog] = useState<'extend' | 'link' | 'revoke' | 'delete' | null>(null)
  const [link, setLink] = useState<string>()
  const [days, setDays] = useState('7')
  const [error, setError] = useState<string>()
  const run = async (call: () => Promise<{ data?: unknown; error?: unknown }>, after?: (data: unknown) => void) => {
    setError(undefined)
    const r = await call().catch((e: unknown) => ({ data: undefined, error: e }))
    if (r.error || r.data === undefined) return setError(failure(r.error, t('errors.unexpected')).message)
    after?.(r.data)
  }
  const open = OPEN.includes(interview.state)
  return (
    <>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {canUpdate && open && (
        <Button
          icon={<ArrowClockwiseRegular />}
          onClick={() =>
            void run(
              () => resendInterview(interview.id),
              (d) => {
                setLink((d as { link: string }).link)
                setDialog('link')
                onChanged()
              },
            )
          }
        >
          {t('detail.resend')}
        </Button>
      )}
      {canUpdate && (open || interview.state === 'expired') && (
        <Button icon={<CalendarAddRegular />} onClick={() => setDialog('extend')}>
          {t('detail.extend')}
        </Button>
      )}
      {canUpdate && open && (
        <Button icon={<LinkDismissRegular />} onClick={() => setDialog('revoke')}>
          {t('detail.revoke')}
        </Button>
      )}
      {canDelete && (
        <Button icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
          {t('detail.delete')}
        </Button>
      )}
      <Dialog open={dialog !== null} onOpenChange={(_, d) => !d.open && setDialog(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{dialog && t(`detail.${dialog}Title`)}</DialogTitle>
            <DialogContent>
              {dialog === 'link' && link && <LinkPanel link={link} />}
              {dialog === 'extend' && (
                <Field label={t('detail.extendDays')}>
                  <Input type="number" min={1} max={90} value={days} onChange={(_, d) => setDays(d.value)} />
                </Field>
              )}
              {(dialog === 'revoke' || dialog === 'delete') && t(`detail.${dialog}Confirm`)}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialog(null)}>
                {dialog === 'link' ? t('wizard.close') : t('wizard.cancel')}
              </Button>
              {dialog === 'extend' && (
                <Button
                  appearance="primary"
                  onClick={() =>
                    void run(
                      () =>
                        extendInterview(
                          interview.id,
                          new Date(
                            Math.max(Date.now(), new Date(interview.expiresAt).getTime()) +
                              (Number(days) || 7) * 86_400_000,
                          ).toISOString(),
                        ),
                      () => {
                        setDialog(null)
                        onChanged()
                      },
                    )
                  }
                >
                  {t('detail.extend')}
                </Button>
              )}
              {dialog === 'revoke' && (
                <Button
                  appearance="primary"
                  onClick={() =>
                    void run(
                      () => revokeInterview(interview.id),
                      () => {
                        setDialog(null)
                        onChanged()
                      },
                    )
                  }
                >
                  {t('detail.revoke')}
                </Button>
              )}
              {dialog === 'delete' && (
                <Button
                  appearance="primary"
                  onClick={() =>
                    void run(
                      async () => {
                        const r = await deleteInterview(interview.id)
                        return { data: r.response.ok ? true : undefined, error: r.error }
                      },
                      () => onDeleted(),
                    )
                  }
                >
                  {t('detail.delete')}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  )
}
