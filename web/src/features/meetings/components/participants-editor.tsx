import { Button, Input, makeStyles, Select, tokens } from '@fluentui/react-components'
import { AddRegular, DismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { Participant } from '../api'
import { allMembers } from '../../../lib/all-members'

const ROLES = allMembers<Participant['role']>()(['host', 'candidate', 'interviewer', 'participant'])

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr 140px auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  role: { minWidth: '120px' },
})

interface ParticipantsEditorProps {
  value: Participant[]
  onChange: (value: Participant[]) => void
}

/** Name, optional e-mail and role per row; empty names are dropped on save. */
export function ParticipantsEditor({ value, onChange }: ParticipantsEditorProps) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const set = (index: number, change: Partial<Participant>) =>
    onChange(value.map((p, i) => (i === index ? { ...p, ...change } : p)))
  return (
    <div className={styles.root}>
      {value.map((p, i) => (
        <div key={i} className={styles.row}>
          <Input
            aria-label={t('participant.name', { n: i + 1 })}
            placeholder={t('participant.namePlaceholder')}
            value={p.name}
            onChange={(_, d) => set(i, { name: d.value })}
          />
          <Input
            aria-label={t('participant.email', { n: i + 1 })}
            placeholder={t('participant.emailPlaceholder')}
            type="email"
            value={p.email ?? ''}
            onChange={(_, d) => set(i, { email: d.value || undefined })}
          />
          <Select
            className={styles.role}
            aria-label={t('participant.role', { n: i + 1 })}
            value={p.role}
            onChange={(_, d) => set(i, { role: d.value as Participant['role'] })}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </Select>
          <Button
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={t('participant.remove')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <div>
        <Button
          size="small"
          icon={<AddRegular />}
          onClick={() => onChange([...value, { name: '', role: 'participant' }])}
        >
          {t('participant.add')}
        </Button>
      </div>
    </div>
  )
}
