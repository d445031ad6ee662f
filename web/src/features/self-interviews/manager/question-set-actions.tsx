import { Button, Field, Input, Link, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, CopyRegular, EditRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import { useAppAbility } from '../../../lib/ability'
import { isApiError } from '../../../lib/api-client'
import { createFromStarter, duplicateTemplate } from '../../templates'
import type { QuestionSet } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
})

/**
 * New and Duplicate beside the wizard's question-set picker: the new set (from a one-question starter, or a copy of
 * the chosen one) is picked at once, and "Edit in the builder" opens it in a new tab so the wizard keeps its state.
 * The name is asked inline, not in a second dialog: Fluent leaves a dialog aria-hidden after one stacked on it closes.
 */
export function QuestionSetActions({
  selected,
  onCreated,
}: {
  selected: QuestionSet | undefined
  /** The template id (family) of the new set: the caller reloads the sets and picks it. */
  onCreated: (templateId: string) => void
}) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const canCreate = useAppAbility().can('create', 'Template')
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = async (write: () => Promise<{ data?: { id: string }; error?: unknown }>, fallback: string) => {
    setBusy(true)
    setError(undefined)
    const r = await write().catch((e: unknown) => ({ data: undefined, error: e }))
    setBusy(false)
    if (!r.data) return setError(isApiError(r.error) ? r.error.message : fallback)
    setNaming(false)
    setName('')
    onCreated(r.data.id)
  }
  if (!canCreate && !selected) return null
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        {canCreate && (
          <Button size="small" icon={<AddRegular />} onClick={() => setNaming(true)} data-testid="new-question-set">
            {t('wizard.newSet')}
          </Button>
        )}
        {canCreate && selected && (
          <Button
            size="small"
            icon={<CopyRegular />}
            disabled={busy}
            onClick={() => void run(() => duplicateTemplate(selected.templateId), t('wizard.copyFailed'))}
            data-testid="duplicate-question-set"
          >
            {t('wizard.duplicateSet')}
          </Button>
        )}
        {selected && (
          <Link
            href={`${paths.jsonBuilder.visual.getHref()}?id=${selected.templateId}`}
            target="_blank"
            rel="noreferrer"
          >
            <EditRegular /> {t('wizard.editSet')}
          </Link>
        )}
      </div>
      {naming && (
        <form
          className={styles.row}
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) void run(() => createFromStarter('question-set', name.trim()), t('wizard.createSetFailed'))
          }}
        >
          <Field label={t('wizard.newSetName')} hint={t('wizard.newSetHint')} validationMessage={error}>
            <Input value={name} onChange={(_, d) => setName(d.value)} maxLength={200} autoFocus />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy || !name.trim()}>
            {t('wizard.createSet')}
          </Button>
          <Button onClick={() => setNaming(false)}>{t('wizard.cancel')}</Button>
        </form>
      )}
      {!naming && error && <Field validationMessage={error} />}
    </div>
  )
}
