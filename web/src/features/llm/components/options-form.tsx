import {
  Checkbox,
  Dropdown,
  Field,
  Link as FluentLink,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
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

/** Where Model settings are: the dialog of the LLM reports page, opened by its query. */
export const MODEL_SETTINGS_HREF = `${paths.llm.list.getHref()}?settings=1`

/** Trans gives its text to the outer element: the Fluent link inside a wouter Link would lose it. */
function ModelSettingsLink({ children }: { children?: ReactNode }) {
  return (
    <Link href={MODEL_SETTINGS_HREF} asChild>
      <FluentLink data-testid="llm-model-settings-link">{children}</FluentLink>
    </Link>
  )
}

/**
 * Why the model engine cannot be chosen, in the reader's language, with a link to Model settings. The service's
 * own message is English; it is not shown here.
 */
export function NoModelHint() {
  return (
    <span data-testid="llm-no-model">
      <Trans
        ns="llm"
        i18nKey="settings.noModel"
        components={{
          settings: <ModelSettingsLink />,
        }}
      />
    </span>
  )
}

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
      <Field label={t('options.engine')} hint={!llmReady ? <NoModelHint /> : undefined}>
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
