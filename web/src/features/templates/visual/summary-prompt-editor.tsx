import { Dropdown, Field, makeStyles, Option, SpinButton, Textarea, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import type { ApiSchemas } from '../../../lib/api-client'
import { setText } from './question-model'
import { allMembers } from '../../../lib/all-members'

export interface SummaryPromptDocument {
  system: string
  instructions: string
  maxWords?: number
  language?: string
  [key: string]: unknown
}

export const isSummaryPrompt = (doc: unknown): doc is SummaryPromptDocument =>
  typeof doc === 'object' &&
  doc !== null &&
  typeof (doc as SummaryPromptDocument).instructions === 'string' &&
  typeof (doc as SummaryPromptDocument).system === 'string'

const LANGUAGES = allMembers<NonNullable<ApiSchemas['SummaryPromptDocument']['language']>>()([
  'auto',
  'en',
  'ru',
  'fr',
  'ar',
])

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } })

/** A summary prompt as a form: the model's system message, what the summary must contain, its length and language. */
export function SummaryPromptEditor({
  doc,
  edit,
}: {
  doc: SummaryPromptDocument
  edit: (next: SummaryPromptDocument) => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const language: (typeof LANGUAGES)[number] = LANGUAGES.find((l) => l === doc.language) ?? 'auto'
  const setWords = (value: number | null | undefined) => {
    const next: SummaryPromptDocument = { ...doc }
    if (value === null || value === undefined || !Number.isFinite(value)) delete next.maxWords
    else next.maxWords = Math.min(5000, Math.max(20, Math.round(value)))
    edit(next)
  }
  return (
    <SectionCard title={t('prompt.title')}>
      <Field
        label={t('prompt.system')}
        hint={t('prompt.systemHint')}
        validationMessage={doc.system.trim() ? undefined : t('prompt.required')}
      >
        <Textarea
          dir="auto"
          value={doc.system}
          rows={4}
          maxLength={8000}
          resize="vertical"
          onChange={(_, d) => edit({ ...doc, system: d.value })}
        />
      </Field>
      <Field
        label={t('prompt.instructions')}
        hint={t('prompt.instructionsHint')}
        validationMessage={doc.instructions.trim() ? undefined : t('prompt.required')}
      >
        <Textarea
          dir="auto"
          value={doc.instructions}
          rows={8}
          maxLength={8000}
          resize="vertical"
          onChange={(_, d) => edit({ ...doc, instructions: d.value })}
        />
      </Field>
      <div className={styles.row}>
        <Field label={t('prompt.maxWords')}>
          <SpinButton
            value={doc.maxWords ?? null}
            min={20}
            max={5000}
            step={50}
            onChange={(_, d) =>
              setWords(d.value !== undefined ? d.value : d.displayValue ? Number(d.displayValue) : null)
            }
          />
        </Field>
        <Field label={t('prompt.language')}>
          <Dropdown
            value={t(`prompt.lang.${language}`)}
            selectedOptions={[language]}
            onOptionSelect={(_, d) =>
              d.optionValue &&
              edit(d.optionValue === 'auto' ? setText(doc, 'language', '') : { ...doc, language: d.optionValue })
            }
          >
            {LANGUAGES.map((l) => (
              <Option key={l} value={l}>
                {t(`prompt.lang.${l}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
    </SectionCard>
  )
}
