import {
  Input,
  InteractionTag,
  InteractionTagPrimary,
  InteractionTagSecondary,
  makeStyles,
  TagGroup,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
})

/** Keywords as removable chips; Enter or comma in the field adds one. */
export function KeywordChips({
  value,
  onChange,
  label,
}: {
  value: string[]
  onChange: (next: string[]) => void
  label: string
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const [text, setText] = useState('')
  const add = () => {
    const word = text.trim().toLowerCase()
    if (word && !value.includes(word)) onChange([...value, word])
    setText('')
  }
  return (
    <div className={styles.root}>
      <TagGroup
        className={styles.tags}
        aria-label={label}
        onDismiss={(_, d) => onChange(value.filter((k) => k !== d.value))}
      >
        {value.map((k) => (
          <InteractionTag key={k} value={k} size="small">
            <InteractionTagPrimary hasSecondaryAction>{k}</InteractionTagPrimary>
            <InteractionTagSecondary aria-label={t('visual.removeKeyword', { keyword: k })} />
          </InteractionTag>
        ))}
      </TagGroup>
      <Input
        dir="auto"
        size="small"
        value={text}
        placeholder={t('visual.addKeyword')}
        aria-label={t('visual.addKeyword')}
        onChange={(_, d) => setText(d.value)}
        onBlur={add}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault()
            add()
          }
        }}
      />
    </div>
  )
}
