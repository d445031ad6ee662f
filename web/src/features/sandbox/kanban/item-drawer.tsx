import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SpinButton,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../../lib/form-errors'
import { SideDrawer } from '../shared/side-drawer'
import type { ItemChanges, KanbanItem } from './kanban-api'

export const LABELS = ['UX', 'Images', 'Code Review', 'Dashboard', 'App', 'Charts & Maps']

const useStyles = makeStyles({
  // A bare fieldset: the legend reads like a Field label, the box and padding of the browser default go.
  choices: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
  },
})

interface ItemDrawerProps {
  item: KanbanItem
  /** Everyone seen on any item: the people an item can be given to. */
  people: KanbanItem['members']
  onClose: () => void
  onSave: (changes: ItemChanges) => Promise<FormErrors | undefined>
  onDelete: () => void
}

/** Edits one item: title, due date, labels, members, attachments and the comment. */
export function ItemDrawer({ item, people, onClose, onSave, onDelete }: ItemDrawerProps) {
  const { t } = useTranslation('sandboxKanban')
  const styles = useStyles()
  const [draft, setDraft] = useState({
    title: item.title,
    dueDate: item.dueDate ?? '',
    labels: item.labels,
    members: item.members,
    attachments: item.attachments,
    comments: item.comments,
  })
  const [errors, setErrors] = useState<FormErrors>({ fields: {} })
  const [pending, setPending] = useState(false)
  const patch = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }))
  const toggle = <T,>(list: T[], value: T, same: (a: T, b: T) => boolean) =>
    list.some((v) => same(v, value)) ? list.filter((v) => !same(v, value)) : [...list, value]

  const save = async () => {
    if (!draft.title.trim()) return setErrors({ fields: { title: t('titleRequired') } })
    setPending(true)
    const failure = await onSave({ id: item.id, ...draft, title: draft.title.trim(), dueDate: draft.dueDate || null })
    setPending(false)
    if (failure) return setErrors(failure)
    onClose()
  }
  const fieldError = (name: string) => ({
    validationMessage: errors.fields[name],
    validationState: errors.fields[name] ? ('error' as const) : ('none' as const),
  })

  return (
    <SideDrawer
      title={t('editItem')}
      open
      onClose={onClose}
      onSubmit={() => void save()}
      footer={
        <>
          <Button type="submit" appearance="primary" disabled={pending}>
            {t('save', { ns: 'common' })}
          </Button>
          <Button onClick={onDelete}>{t('delete')}</Button>
        </>
      }
    >
      {errors.form && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('itemTitle')} required {...fieldError('title')}>
        <Input value={draft.title} onChange={(_, d) => patch({ title: d.value })} />
      </Field>
      <Field label={t('dueDate')} {...fieldError('dueDate')}>
        <Input type="date" value={draft.dueDate} onChange={(_, d) => patch({ dueDate: d.value })} />
      </Field>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('labels')}</legend>
        {LABELS.map((label) => (
          <Checkbox
            key={label}
            label={label}
            checked={draft.labels.includes(label)}
            onChange={() => patch({ labels: toggle(draft.labels, label, (a, b) => a === b) })}
          />
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('members')}</legend>
        {people.map((person) => (
          <Checkbox
            key={person.name}
            label={person.name}
            checked={draft.members.some((m) => m.name === person.name)}
            onChange={() => patch({ members: toggle(draft.members, person, (a, b) => a.name === b.name) })}
          />
        ))}
      </fieldset>
      <Field label={t('attachments')} {...fieldError('attachments')}>
        <SpinButton
          value={draft.attachments}
          min={0}
          max={10000}
          onChange={(_, d) =>
            patch({ attachments: Math.max(0, Math.round(Number(d.value ?? d.displayValue ?? 0)) || 0) })
          }
        />
      </Field>
      <Field label={t('comment')} {...fieldError('comments')}>
        <Textarea value={draft.comments} resize="vertical" rows={4} onChange={(_, d) => patch({ comments: d.value })} />
      </Field>
    </SideDrawer>
  )
}
