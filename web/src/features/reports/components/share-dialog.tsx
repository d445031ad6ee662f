import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { QR_BACKGROUND } from '../../../theme/palette'
import { CopyRegular, LinkDismissRegular } from '@fluentui/react-icons'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors } from '../../../lib/form-errors'
import { revokeReportShare, shareReport, type Report, type ReportShare } from '../api'

const DAYS = [7, 14, 30, 90]

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  link: { display: 'flex', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  qr: {
    alignSelf: 'center',
    padding: tokens.spacingHorizontalS,
    backgroundColor: QR_BACKGROUND,
    borderRadius: tokens.borderRadiusMedium,
  },
})

interface ShareDialogProps {
  report: Report
  onClose: () => void
  onChanged: () => void
}

/** Creates (or replaces) the public read-only link, shows it once with a QR code, or revokes it. */
export function ShareDialog({ report, onClose, onChanged }: ShareDialogProps) {
  const { t, i18n } = useTranslation('reports')
  const styles = useStyles()
  const [days, setDays] = useState(14)
  const [share, setShare] = useState<ReportShare>()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const [copied, setCopied] = useState(false)
  // Revoking cuts everyone off at once: it asks first, then says it is done.
  const [confirming, setConfirming] = useState(false)
  const [revoked, setRevoked] = useState(false)
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  const run = async (action: () => Promise<{ data?: ReportShare; error?: unknown; response: Response }>) => {
    setPending(true)
    setError(undefined)
    const {
      data,
      error: failure,
      response,
    } = await action().catch(() => ({ data: undefined, error: undefined, response: undefined }))
    setPending(false)
    if (!response?.ok) return setError(formErrors(failure, t('errors.unexpected', { ns: 'common' })).form)
    setShare(data)
    onChanged()
  }
  const revoke = async () => {
    setConfirming(false)
    await run(() => revokeReportShare(report.id).then((r) => ({ ...r, data: undefined })))
    setRevoked(true)
  }
  const copy = async () => {
    if (!share) return
    await navigator.clipboard?.writeText(share.url).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('share.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {revoked && !error && (
              <MessageBar intent="success">
                <MessageBarBody>{t('share.revoked', { ns: 'analysis' })}</MessageBarBody>
              </MessageBar>
            )}
            {confirming && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('share.confirmRevoke', { ns: 'analysis' })}</MessageBarBody>
                <MessageBarActions>
                  <Button size="small" appearance="primary" onClick={() => void revoke()}>
                    {t('share.yesRevoke', { ns: 'analysis' })}
                  </Button>
                  <Button size="small" onClick={() => setConfirming(false)}>
                    {t('share.keep', { ns: 'analysis' })}
                  </Button>
                </MessageBarActions>
              </MessageBar>
            )}
            <Body1>{t('share.body')}</Body1>
            {report.shared && !share && !revoked && (
              <MessageBar intent="info">
                <MessageBarBody>
                  {t('share.active', { date: date.format(new Date(report.shared.expiresAt)) })}
                </MessageBarBody>
              </MessageBar>
            )}
            {share ? (
              <>
                <Field
                  label={t('share.link')}
                  hint={t('share.expires', { date: date.format(new Date(share.expiresAt)) })}
                >
                  <div className={styles.link}>
                    <Input
                      className={styles.grow}
                      readOnly
                      value={share.url}
                      onFocus={(e) => e.target.select()}
                      aria-label={t('share.link')}
                    />
                    <Button icon={<CopyRegular />} onClick={() => void copy()}>
                      {copied ? t('share.copied') : t('share.copy')}
                    </Button>
                  </div>
                </Field>
                <QRCodeSVG className={styles.qr} value={share.url} size={144} marginSize={1} title={t('share.qr')} />
                <Body1>{t('share.once')}</Body1>
              </>
            ) : (
              <Field label={t('share.validity')}>
                <Select value={String(days)} onChange={(_, d) => setDays(Number(d.value))}>
                  {DAYS.map((n) => (
                    <option key={n} value={String(n)}>
                      {t('share.days', { count: n })}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            {(report.shared || share) && !revoked && (
              <Button
                icon={<LinkDismissRegular />}
                disabled={pending || confirming}
                onClick={() => setConfirming(true)}
              >
                {t('share.revoke')}
              </Button>
            )}
            <Button appearance="secondary" onClick={onClose}>
              {t('close', { ns: 'common' })}
            </Button>
            {!share && (
              <Button
                appearance="primary"
                disabled={pending}
                icon={pending ? <Spinner size="tiny" /> : undefined}
                onClick={() => void run(() => shareReport(report.id, days))}
              >
                {report.shared ? t('share.replace') : t('share.create')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
