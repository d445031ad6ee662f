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
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createInterview, failure, type SelfInterview } from '../api'
import { LinkPanel } from './link-panel'
import { QuestionSetActions } from './question-set-actions'
import { QuestionSetField, SettingsFields, type Settings } from './settings-fields'
import { useQuestionSets } from './use-question-sets'

const STEPS = ['candidate', 'questionSet', 'settings', 'review'] as const
const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  review: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Candidate → question set → settings → review, ending with the link (shown once) and its QR code. */
export function CreateWizard({
  open,
  onClose,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  onCreated: (i: SelfInterview) => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const { sets, loading, error: setsError, reload: reloadSets } = useQuestionSets(open, t('list.loadError'))
  // A set made or copied from the question-set step: picked once the reloaded list has it.
  const [madeSet, setMadeSet] = useState<string>()
  const [step, setStep] = useState(0)
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [settings, setSettings] = useState<Settings>({
    questionSetId: '',
    language: 'en',
    mode: 'steps',
    expiresInDays: 7,
    requestedKinds: ['self', 'recruiter'],
  })
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const [link, setLink] = useState<string>()

  useEffect(() => {
    if (!settings.questionSetId && sets[0]) setSettings((s) => ({ ...s, questionSetId: sets[0].id }))
  }, [sets, settings.questionSetId])
  useEffect(() => {
    const made = madeSet && sets.find((s) => s.templateId === madeSet)
    if (!made) return
    setSettings((s) => ({ ...s, questionSetId: made.id }))
    setMadeSet(undefined)
  }, [sets, madeSet])
  useEffect(() => {
    if (open) {
      setStep(0)
      setLink(undefined)
      setError(undefined)
      setName('')
      setEmail('')
    }
  }, [open])

  const valid = [name.trim() !== '' && EMAIL.test(email.trim()), Boolean(settings.questionSetId), true, true][step]
  const set = sets.find((s) => s.id === settings.questionSetId)
  const create = async () => {
    setPending(true)
    setError(undefined)
    const { data, error: e } = await createInterview({
      candidateName: name.trim(),
      candidateEmail: email.trim(),
      sendInvitation: true,
      ...settings,
    }).catch((err: unknown) => ({ data: undefined, error: err }))
    setPending(false)
    if (!data) return setError(failure(e, t('errors.unexpected')).message)
    setLink(data.link)
    onCreated(data.selfInterview)
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {link
              ? t('wizard.done')
              : t('wizard.title', { step: step + 1, total: STEPS.length, name: t(`wizard.step.${STEPS[step]}`) })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {(error || setsError) && (
              <MessageBar intent="error">
                <MessageBarBody>{error ?? setsError}</MessageBarBody>
              </MessageBar>
            )}
            {link ? (
              <LinkPanel link={link} />
            ) : loading && !sets.length ? (
              <Spinner />
            ) : (
              <>
                {step === 0 && (
                  <>
                    <Field label={t('wizard.name')} required>
                      <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
                    </Field>
                    <Field
                      label={t('wizard.email')}
                      required
                      validationMessage={email && !EMAIL.test(email.trim()) ? t('wizard.badEmail') : undefined}
                    >
                      <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
                    </Field>
                  </>
                )}
                {step === 1 && (
                  <>
                    <QuestionSetField
                      sets={sets}
                      value={settings.questionSetId}
                      onChange={(id) => setSettings((s) => ({ ...s, questionSetId: id }))}
                    />
                    <QuestionSetActions
                      selected={set}
                      onCreated={(templateId) => {
                        setMadeSet(templateId)
                        reloadSets()
                      }}
                    />
                  </>
                )}
                {step === 2 && <SettingsFields value={settings} onChange={setSettings} />}
                {step === 3 && (
                  <div className={styles.review}>
                    <Text className={styles.muted}>{t('wizard.name')}</Text>
                    <Text>
                      {name} &lt;{email}&gt;
                    </Text>
                    <Text className={styles.muted}>{t('wizard.questionSet')}</Text>
                    <Text>{set?.name}</Text>
                    <Text className={styles.muted}>{t('wizard.language')}</Text>
                    <Text>{t(`language.${settings.language ?? 'en'}`)}</Text>
                    <Text className={styles.muted}>{t('wizard.mode')}</Text>
                    <Text>{settings.mode === 'one-page' ? t('wizard.modeOnePage') : t('wizard.modeSteps')}</Text>
                    <Text className={styles.muted}>{t('wizard.expiresInDays')}</Text>
                    <Text>{settings.expiresInDays}</Text>
                    <Text className={styles.muted}>{t('wizard.kinds')}</Text>
                    <Text>
                      {(settings.requestedKinds ?? []).map((k) => t(`kind.${k}`, { ns: 'reports' })).join(', ') || '—'}
                    </Text>
                  </div>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {link ? (
              <Button appearance="primary" onClick={onClose}>
                {t('wizard.close')}
              </Button>
            ) : (
              <>
                <Button onClick={step === 0 ? onClose : () => setStep(step - 1)}>
                  {step === 0 ? t('wizard.cancel') : t('wizard.back')}
                </Button>
                {step < STEPS.length - 1 ? (
                  <Button appearance="primary" disabled={!valid} onClick={() => setStep(step + 1)}>
                    {t('wizard.next')}
                  </Button>
                ) : (
                  <Button appearance="primary" disabled={pending} onClick={() => void create()}>
                    {t('wizard.create')}
                  </Button>
                )}
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
