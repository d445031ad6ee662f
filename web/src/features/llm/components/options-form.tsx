import {
  Checkbox,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { LENGTHS, SECTIONS, type SummaryOptions } from '../api'

const LANGUAGES = ['source', 'en', 'ru', 'fr', 'ar'] as const

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalL,
    // Each field as tall as its content: stretched to the row, a radio group sat a line below its label.
    alignItems: 'start',
  },
  sections: { display: 'flex', flexDirection: 'column' },
})

/** Engine, language, length, sections and what to do with a quote not found in the source. */
export function OptionsForm({
  value,
  onChange,
  llmReady,
}: {
  value: SummaryOptions
  onChange: (v: SummaryOptions) => void
  llmReady: boolean
}) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const set = (change: Partial<SummaryOptions>) => onChange({ ...value, ...change })
  const toggle = (s: SummaryOptions['sections'][number], on: boolean) => {
    const next = on
      ? SECTIONS.filter((x) => x === s || value.sections.includes(x))
      : value.sections.filter((x) => x !== s)
    if (next.length) set({ sections: next })
  }
  return (
    <div className={styles.root}>
      {/* The hint is the app's own, in the reader's language (the service's reason is English). */}
      <Field label={t('options.engine')} hint={!llmReady ? t('options.llmMissing') : undefined}>
        <RadioGroup value={value.engine} onChange={(_, d) => set({ engine: d.value as SummaryOptions['engine'] })}>
          <Radio value="builtin" label={t('engine.builtin')} />
          <Radio value="llm" label={t('engine.llm')} disabled={!llmReady} />
        </RadioGroup>
      </Field>
      <Field label={t('options.length')}>
        <RadioGroup value={value.length} onChange={(_, d) => set({ length: d.value as SummaryOptions['length'] })}>
          {LENGTHS.map((l) => (
            <Radio key={l} value={l} label={t(`length.${l}`)} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('options.sections')}>
        <div className={styles.sections}>
          {SECTIONS.map((s) => (
            <Checkbox
              key={s}
              label={t(`sections.${s}`)}
              checked={value.sections.includes(s)}
              onChange={(_, d) => toggle(s, Boolean(d.checked))}
            />
          ))}
        </div>
      </Field>
      <div className={styles.sections}>
        <Field label={t('options.language')}>
          <Dropdown
            value={t(`language.${value.language as (typeof LANGUAGES)[number]}`, { defaultValue: value.language })}
            selectedOptions={[value.language]}
            onOptionSelect={(_, d) => set({ language: d.optionValue ?? 'source' })}
          >
            {LANGUAGES.map((l) => (
              <Option key={l} value={l}>
                {t(`language.${l}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Switch
          label={t('options.dropUnverified')}
          checked={value.unverified === 'drop'}
          onChange={(_, d) => set({ unverified: d.checked ? 'drop' : 'flag' })}
        />
      </div>
    </div>
  )
}
