import { Dropdown, Field, Option } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useLoad } from '../../../lib/use-load'
import { listPrompts } from '../api'

const NONE = 'none'

/** The organization's summary-prompt templates (a version each); used by the language-model engine only. */
export function PromptPicker({
  value,
  onChange,
  disabled,
}: {
  value: string | null
  onChange: (id: string | null) => void
  disabled: boolean
}) {
  const { t } = useTranslation('llm')
  const prompts = useLoad((signal) => listPrompts(signal), [], t('options.promptsError'))
  const rows = prompts.data?.prompts ?? []
  const label = (id: string) => {
    const p = rows.find((r) => r.id === id)
    return p ? t('options.promptVersion', { name: p.name, version: p.version }) : t('options.noPrompt')
  }
  return (
    <Field
      label={t('options.prompt')}
      hint={rows.length ? t('options.promptHint') : t('options.noPrompts')}
      validationMessage={prompts.error ?? undefined}
    >
      <Dropdown
        disabled={disabled || !rows.length}
        value={label(value ?? NONE)}
        selectedOptions={[value ?? NONE]}
        onOptionSelect={(_, d) => onChange(d.optionValue === NONE ? null : (d.optionValue ?? null))}
      >
        <Option value={NONE}>{t('options.noPrompt')}</Option>
        {rows.map((p) => (
          <Option key={p.id} value={p.id} text={label(p.id)}>
            {label(p.id)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}
