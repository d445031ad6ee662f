import { Dropdown, Field, Option } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useLoad } from '../../lib/use-load'
import { listTemplates } from './api'

/** Chooses the template to edit among the organization's templates. */
export function TemplatePicker({ value, onPick }: { value: string | undefined; onPick: (id: string) => void }) {
  const { t } = useTranslation('templates')
  // Read again when the chosen template changes: one just made or duplicated is then in the list.
  const list = useLoad((signal) => listTemplates(signal), [value], t('loadError'))
  const items = list.data?.templates ?? []
  const current = items.find((i) => i.id === value)
  return (
    <Field label={t('picker.label')} validationMessage={list.error ?? undefined}>
      <Dropdown
        placeholder={list.loading ? t('loading') : t('picker.placeholder')}
        value={current ? `${current.name} · ${t(`kinds.${current.kind}`)}` : ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, d) => d.optionValue && onPick(d.optionValue)}
      >
        {items.map((i) => (
          <Option key={i.id} value={i.id} text={`${i.name} · ${t(`kinds.${i.kind}`)}`}>
            {`${i.name} · ${t(`kinds.${i.kind}`)} · v${i.latest.version}${i.active ? ` · ${t('picker.inUse')}` : ''}`}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}
