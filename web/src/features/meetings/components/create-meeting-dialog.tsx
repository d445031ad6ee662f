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
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrors, noErrors, type FormErrors } from '../../../lib/form-errors'
import { createMeeting, MEETING_KINDS, type Meeting, type MeetingKind, type Participant } from '../api'
import { ParticipantsEditor } from './participants-editor'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: '2fr 1fr', gap: tokens.spacingHorizontalM },
  surface: { maxWidth: '720px' },
})

/** `datetime-local` wants local time without a zone; the next full hour is a sensible default. */
function nextHourLocal(): string {
  const d = new Date(Date.now() + 3_600_000)
  d.setMinutes(0, 0, 0)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

interface CreateMeetingDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (meeting: Meeting) => void
}

export function CreateMeetingDialog({ open, onClose, onCreated }: CreateMeetingDialogProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [title, setTitle] = useState('')
  const [kind, setKind] = useState<MeetingKind>('interview')
  const [when, setWhen] = useState(nextHourLocal)
  const [duration, setDuration] = useState('60')
  const [description, setDescription] = useState('')
  const [participants, setParticipants] = useState<Participant[]>([])
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return setErrors({ fields: { title: t('required', { ns: 'common' }) } })
    setPending(true)
    const body = {
      title: title.trim(),
      kind,
      description,
      scheduledAt: new Date(when).toISOString(),
      durationMinutes: Number(duration) || 60,
      participants: participants.filter((p) => p.name.trim()).map((p) => ({ ...p, name: p.name.trim() })),
    }
    const { data, error } = await createMeeting(body).catch(() => ({ data: undefined, error: undefined }))
    setPending(false)
    if (data) return onCreated(data)
    setErrors(formErrors(error, t('errors.unexpected', { ns: 'common' })))
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{t('createDialog.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors.form && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.form}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('createDialog.titleField')} required validationMessage={errors.fields.title}>
                <Input value={title} onChange={(_, d) => setTitle(d.value)} />
              </Field>
              <div className={styles.pair}>
                <Field label={t('createDialog.scheduledAt')} validationMessage={errors.fields.scheduledAt}>
                  <Input type="datetime-local" value={when} onChange={(_, d) => setWhen(d.value)} />
                </Field>
                <Field label={t('createDialog.duration')} validationMessage={errors.fields.durationMinutes}>
                  <Input type="number" min={1} value={duration} onChange={(_, d) => setDuration(d.value)} />
                </Field>
              </div>
              <Field label={t('createDialog.kind')}>
                <Select value={kind} onChange={(_, d) => setKind(d.value as MeetingKind)}>
                  {MEETING_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`kind.${k}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('createDialog.description')}>
                <Textarea value={description} onChange={(_, d) => setDescription(d.value)} />
              </Field>
              <Field label={t('createDialog.participants')}>
                <ParticipantsEditor value={participants} onChange={setParticipants} />
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
                {t('createDialog.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
