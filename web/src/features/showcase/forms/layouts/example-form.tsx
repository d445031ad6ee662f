import { Button, makeStyles, MessageBar, MessageBarBody, mergeClasses, tokens } from '@fluentui/react-components'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  sticky: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    padding: `${tokens.spacingVerticalM} 0`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
})

/**
 * The frame of the layout examples: a form whose submit says it was saved and whose reset clears it. A real screen
 * sends the values to the service in `onSubmit` instead.
 */
export function ExampleForm({
  children,
  onReset,
  stickyActions,
  label,
}: {
  children: ReactNode
  onReset: () => void
  stickyActions?: boolean
  label: string
}) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [saved, setSaved] = useState(false)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSaved(true)
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-label={label} noValidate>
      {saved && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('saved')}</MessageBarBody>
        </MessageBar>
      )}
      {children}
      <div className={mergeClasses(styles.actions, stickyActions && styles.sticky)}>
        <Button type="submit" appearance="primary">
          {t('submit')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setSaved(false)
            onReset()
          }}
        >
          {t('reset')}
        </Button>
      </div>
    </form>
  )
}
