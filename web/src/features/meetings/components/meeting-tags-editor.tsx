import {
  Button,
  Caption1,
  Field,
  Input,
  InteractionTag,
  InteractionTagPrimary,
  InteractionTagSecondary,
  makeStyles,
  Tag,
  TagGroup,
  tokens,
} from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-client'
import { updateMeeting, type Meeting } from '../api'
import { addTag, MAX_TAG_LENGTH, MAX_TAGS } from '../meeting-tags'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  // A long tag wraps inside its chip rather than widening the card past a 390 px screen.
  text: { overflowWrap: 'anywhere', whiteSpace: 'normal' },
  // The button goes under the field when both do not fit on one line (a 390 px card in Arabic wrapped its label).
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  input: { flex: '1 1 14em', minWidth: 0 },
  button: { flexShrink: 0, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/**
 * The meeting's free tags ("sales", "Q4 hiring"): the cost dashboard breaks spend down by them. Each change is
 * saved at once; the service checks the same rules (at most 10, 1–40 characters, unique regardless of case).
 */
export function MeetingTagsEditor({
  meeting,
  canEdit,
  onSaved,
}: {
  meeting: Meeting
  canEdit: boolean
  onSaved: (m: Meeting) => void
}) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const tags = meeting.tags

  const save = async (next: string[]) => {
    setSaving(true)
    setError(undefined)
    const { data, error: failed } = await updateMeeting(meeting.id, { tags: next }).catch(() => ({
      data: undefined,
      error: undefined,
    }))
    setSaving(false)
    if (data) {
      onSaved(data)
      return true
    }
    setError(isApiError(failed) ? failed.message : t('tags.saveError'))
    return false
  }
  const add = async () => {
    const result = addTag(tags, text)
    if ('problem' in result) {
      if (result.problem !== 'empty' || text)
        setError(t(`tags.${result.problem}`, { max: MAX_TAGS, length: MAX_TAG_LENGTH }))
      return
    }
    if (await save(result.tags)) setText('')
  }

  return (
    <div className={styles.root} data-meeting-tags>
      {tags.length === 0 ? (
        <Caption1 className={styles.muted}>{t('tags.none')}</Caption1>
      ) : canEdit ? (
        <TagGroup
          className={styles.tags}
          aria-label={t('tags.title')}
          onDismiss={(_, d) => void save(tags.filter((x) => x !== d.value))}
        >
          {tags.map((tag) => (
            <InteractionTag key={tag} value={tag} size="small" disabled={saving}>
              <InteractionTagPrimary hasSecondaryAction className={styles.text}>
                <bdi>{tag}</bdi>
              </InteractionTagPrimary>
              <InteractionTagSecondary aria-label={t('tags.remove', { tag })} />
            </InteractionTag>
          ))}
        </TagGroup>
      ) : (
        <TagGroup className={styles.tags} aria-label={t('tags.title')}>
          {tags.map((tag) => (
            <Tag key={tag} value={tag} size="small" appearance="outline" className={styles.text}>
              <bdi>{tag}</bdi>
            </Tag>
          ))}
        </TagGroup>
      )}
      {canEdit && (
        <Field
          validationMessage={error}
          hint={error ? undefined : t('tags.hint', { max: MAX_TAGS, length: MAX_TAG_LENGTH })}
        >
          <div className={styles.add}>
            <Input
              className={styles.input}
              dir="auto"
              value={text}
              maxLength={60}
              placeholder={t('tags.placeholder')}
              aria-label={t('tags.add')}
              disabled={saving || tags.length >= MAX_TAGS}
              onChange={(_, d) => {
                setText(d.value)
                setError(undefined)
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void add()
                }
              }}
            />
            <Button
              className={styles.button}
              icon={<AddRegular />}
              onClick={() => void add()}
              disabled={saving || !text.trim()}
            >
              {t('tags.add')}
            </Button>
          </div>
        </Field>
      )}
    </div>
  )
}
