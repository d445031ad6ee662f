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
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors, noErrors, type FormErrors } from '../../../lib/form-errors'
import { ALGORITHMS, createServer, updateServer, type BbbServer, type CreateBbbServerBody } from '../api'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  surface: { maxWidth: '560px' },
})

type Algorithm = CreateBbbServerBody['algorithm']

/** Register a server, or edit one (an empty secret keeps the stored one: it is never sent back to the browser). */
export function ServerDialog({
  server,
  onClose,
  onSaved,
}: {
  server?: BbbServer
  onClose: () => void
  onSaved: (s: BbbServer) => void
}) {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const [name, setName] = useState(server?.name ?? '')
  const [url, setUrl] = useState(server?.url ?? '')
  const [secret, setSecret] = useState('')
  const [algorithm, setAlgorithm] = useState<Algorithm>(server?.algorithm ?? 'sha256')
  const [tags, setTags] = useState((server?.tags ?? []).join(' '))
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const fields: Record<string, string> = {}
    if (!name.trim()) fields.name = t('required', { ns: 'common' })
    if (!/^https?:\/\//.test(url.trim())) fields.url = t('dialog.urlHint')
    if (!server && secret.length < 8) fields.secret = t('dialog.secretHint')
    if (Object.keys(fields).length) return setErrors({ fields })
    setPending(true)
    const body = {
      name: name.trim(),
      url: url.trim(),
      algorithm,
      tags: tags.split(/[\s,]+/).filter(Boolean),
      ...(secret ? { secret } : {}),
    }
    const result = await (
      server ? updateServer(server.id, body) : createServer({ ...body, secret, state: 'enabled' })
    ).catch(() => ({ data: undefined, error: undefined }))
    setPending(false)
    if (result.data) return onSaved(result.data)
    setErrors(formErrors(result.error, t('errors.unexpected', { ns: 'common' })))
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{server ? t('dialog.editTitle') : t('dialog.createTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors.form && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.form}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('dialog.name')} required validationMessage={errors.fields.name}>
                <Input name="name" value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label={t('dialog.url')} required validationMessage={errors.fields.url} hint={t('dialog.urlHint')}>
                <Input
                  name="url"
                  value={url}
                  onChange={(_, d) => setUrl(d.value)}
                  placeholder="https://bbb.example.com/bigbluebutton/"
                />
              </Field>
              <Field
                label={t('dialog.secret')}
                required={!server}
                validationMessage={errors.fields.secret}
                hint={server?.secretSet ? t('dialog.secretKept') : undefined}
              >
                <Input
                  name="secret"
                  type="password"
                  autoComplete="off"
                  value={secret}
                  onChange={(_, d) => setSecret(d.value)}
                />
              </Field>
              <Field label={t('dialog.algorithm')}>
                <Select value={algorithm} onChange={(_, d) => setAlgorithm(d.value as Algorithm)}>
                  {ALGORITHMS.map((a) => (
                    <option key={a} value={a}>
                      {a.toUpperCase()}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('dialog.tags')} hint={t('dialog.tagsHint')} validationMessage={errors.fields.tags}>
                <Input name="tags" value={tags} onChange={(_, d) => setTags(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('cancel', { ns: 'common' })}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={pending}
                icon={pending ? <Spinner size="tiny" /> : undefined}
              >
                {t('dialog.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
