import { Checkbox, Field, makeStyles, Radio, RadioGroup, Select, SpinButton, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { allMembers } from '../../../lib/all-members'
import { INTERVIEW_KINDS, type CreateBody, type QuestionSet, type ReportKind } from '../api'

export type Settings = Pick<CreateBody, 'questionSetId' | 'language' | 'mode' | 'expiresInDays' | 'requestedKinds'>

const LANGUAGES = allMembers<NonNullable<Settings['language']>>()(['en', 'ru', 'fr', 'ar'])

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  kinds: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
})

/** The question set picker (with its questions listed) for the wizard's second step. */
export function QuestionSetField({
  sets,
  value,
  onChange,
}: {
  sets: QuestionSet[]
  value: string
  onChange: (id: string) => void
}) {
  const { t } = useTranslation('selfInterviews')
  const set = sets.find((s) => s.id === value)
  return (
    <Field
      label={t('wizard.questionSet')}
      hint={
        set
          ? t('wizard.setHint', { count: set.questions.filter((q) => !q.practice).length, version: set.version })
          : undefined
      }
    >
      <Select value={value} onChange={(_, d) => onChange(d.value)} data-testid="question-set">
        {sets.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Select>
      {set && (
        <ol>
          {set.questions
            .filter((q) => !q.practice)
            .map((q) => (
              <li key={q.id} dir="auto">
                {q.text}
              </li>
            ))}
        </ol>
      )}
    </Field>
  )
}

/** Language, mode, expiry and the report kinds to produce on completion. */
export function SettingsFields({ value, onChange }: { value: Settings; onChange: (v: Settings) => void }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const kinds = value.requestedKinds ?? []
  const toggleKind = (k: ReportKind, on: boolean) =>
    onChange({ ...value, requestedKinds: on ? [...kinds, k] : kinds.filter((x) => x !== k) })
  return (
    <div className={styles.root}>
      <Field label={t('wizard.language')}>
        <Select
          value={value.language}
          onChange={(_, d) => onChange({ ...value, language: d.value as Settings['language'] })}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('wizard.mode')}>
        <RadioGroup
          value={value.mode ?? 'steps'}
          onChange={(_, d) => onChange({ ...value, mode: d.value as Settings['mode'] })}
        >
          <Radio value="steps" label={t('wizard.modeSteps')} />
          <Radio value="one-page" label={t('wizard.modeOnePage')} />
        </RadioGroup>
      </Field>
      <Field label={t('wizard.expiresInDays')}>
        <SpinButton
          value={value.expiresInDays ?? 7}
          min={1}
          max={90}
          onChange={(_, d) => {
            const v = d.value ?? Number(d.displayValue)
            if (Number.isInteger(v) && v >= 1 && v <= 90) onChange({ ...value, expiresInDays: v })
          }}
        />
      </Field>
      <Field label={t('wizard.kinds')}>
        <div className={styles.kinds}>
          {INTERVIEW_KINDS.map((k) => (
            <Checkbox
              key={k}
              label={t(`kind.${k}`, { ns: 'reports' })}
              checked={kinds.includes(k)}
              onChange={(_, d) => toggleKind(k, Boolean(d.checked))}
            />
          ))}
        </div>
      </Field>
    </div>
  )
}
