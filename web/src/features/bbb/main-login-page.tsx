import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { getGuestInvitation, goTo, joinAsGuest } from './api'

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
  card: { width: '100%', maxWidth: '420px', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/** /main/Login?invite=…: a guest types a name (and the access code) and is sent into the conference as a viewer. */
export function MainLoginPage() {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const token = new URLSearchParams(window.location.search).get('invite') ?? ''
  const invitation = useLoad(
    (signal) =>
      token
        ? getGuestInvitation(token, signal)
        : Promise.resolve({ data: undefined, error: undefined, response: new Response(null, { status: 404 }) }),
    [token],
    t('guest.loadError'),
  )
  const [name, setName] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError(t('guest.nameRequired'))
    setPending(true)
    const { data, error: err } = await joinAsGuest(token, name.trim(), code.trim() || undefined).catch(() => ({
      data: undefined,
      error: undefined,
    }))
    setPending(false)
    if (data) return goTo(data.url)
    setError(err?.message ?? t('guest.loadError'))
  }

  const info = invitation.data
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        {invitation.notFound ? (
          <EmptyState title={t('guest.invalid')} hint={t('guest.invalidHint')} />
        ) : invitation.error ? (
          <ErrorState message={invitation.error} onRetry={invitation.reload} />
        ) : !info ? (
          <LoadingState />
        ) : (
          <form className={styles.form} onSubmit={(e) => void submit(e)}>
            <Title2 as="h1">{info.title}</Title2>
            {!info.live && (
              <MessageBar intent="info">
                <MessageBarBody>{t('guest.notStarted')}</MessageBarBody>
              </MessageBar>
            )}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={t('guest.name')} required>
              <Input name="name" value={name} onChange={(_, d) => setName(d.value)} autoComplete="name" />
            </Field>
            {info.needsAccessCode && (
              <Field label={t('guest.accessCode')} required>
                <Input name="accessCode" value={code} onChange={(_, d) => setCode(d.value)} autoComplete="off" />
              </Field>
            )}
            <Button
              appearance="primary"
              type="submit"
              disabled={pending}
              icon={pending ? <Spinner size="tiny" /> : undefined}
            >
              {t('guest.join')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  )
}
