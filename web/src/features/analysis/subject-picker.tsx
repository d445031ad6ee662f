import { Caption1, Dropdown, makeStyles, Option, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ApiSchemas } from '../../lib/api-client'
import { isPersonKind, type SubjectsByKind } from './subject-kinds'

type ReportKind = ApiSchemas['ReportKind']

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 200px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  kind: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  dropdown: { minWidth: 0, width: '100%' },
})

interface SubjectPickerProps {
  kinds: ReportKind[]
  people: string[]
  value: SubjectsByKind
  onChange: (value: SubjectsByKind) => void
  disabled?: boolean
}

/** "Whose report is it": per chosen person-kind, one or several participants; meeting-level kinds say they are about the meeting. */
export function SubjectPicker({ kinds, people, value, onChange, disabled }: SubjectPickerProps) {
  const { t } = useTranslation('analysis')
  const styles = useStyles()
  if (!kinds.length) return null
  return (
    <ul className={styles.list} aria-label={t('subjects.title')}>
      {kinds.map((kind) => {
        const label = t(`kind.${kind}`, { ns: 'reports' })
        return (
          <li key={kind} className={styles.row}>
            <span className={styles.kind}>{label}</span>
            {isPersonKind(kind) ? (
              <Dropdown
                className={styles.dropdown}
                multiselect
                disabled={disabled}
                aria-label={t('subjects.about', { kind: label })}
                placeholder={t('subjects.choose')}
                selectedOptions={value[kind] ?? []}
                value={(value[kind] ?? []).join(', ')}
                onOptionSelect={(_, d) => onChange({ ...value, [kind]: d.selectedOptions })}
              >
                {people.map((p) => (
                  <Option key={p} value={p}>
                    {p}
                  </Option>
                ))}
              </Dropdown>
            ) : (
              <Caption1 className={styles.muted}>{t('subjects.meeting')}</Caption1>
            )}
          </li>
        )
      })}
    </ul>
  )
}
