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
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createGuestLink, revokeGuestLink, type Conference } from '../api'

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } })

/** Creates the guest invitation (shown once: only its hash is stored) or revokes it. */
export function GuestLinkDialog({
  conference,
  onClose,
}: {
  conference: Conference
  onClose: (changed: boolean) => void
}) {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const [code, setCode] = useState('')
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<string>()
  const create = async () => {
    const { data, error: err } = await createGuestLink(conference.meetingId, code.trim() || undefined)
    if (data) setUrl(data.url)
    else setError(err?.message ?? t('loadError'))
  }
  const revoke = async () => {
    await revokeGuestLink(conference.meetingId)
    onClose(true)
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose(Boolean(url))}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('conf.guestTitle', { title: conference.title })}</DialogTitle>
          <DialogContent className={styles.form}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {url ? (
              <Field label={t('conf.guestUrl')} hint={t('conf.guestOnce')}>
                <Input readOnly value={url} name="guest-url" onFocus={(e) => e.target.select()} />
              </Field>
            ) : (
              <Field label={t('conf.accessCode')} hint={t('conf.accessCodeHint')}>
                <Input
                  value={code}
                  onChange={(_, d) => setCode(d.value)}
                  name="access-code"
                  minLength={6}
                  maxLength={40}
                />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            {conference.conference?.guestLink && !url && (
              <Button onClick={() => void revoke()}>{t('conf.revoke')}</Button>
            )}
            {!url && (
              <Button appearance="primary" onClick={() => void create()}>
                {conference.conference?.guestLink ? t('conf.replaceLink') : t('conf.createLink')}
              </Button>
            )}
            <Button appearance="secondary" onClick={() => onClose(Boolean(url))}>
              {t('close', { ns: 'common' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
