import { Button, makeStyles, Toolbar, tokens, Tooltip } from '@fluentui/react-components'
import { ArrowRedoRegular, ArrowUndoRegular, TextAlignLeftRegular } from '@fluentui/react-icons'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSetAtom } from 'jotai'
import { SectionCard } from '../../components/section-card'
import { below } from '../../theme/breakpoints'
import { BuilderShell } from './builder-shell'
import { ErrorList } from './code/error-list'
import { JsonEditor, type JsonEditorHandle } from './code/json-editor'
import { pretty, saveDialogAtom } from './draft-atoms'
import { useDraft } from './use-draft'
import { documentErrors, parseDocument } from './validate-document'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(240px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
})

/** /jsonbuilder/SmartBuilder: the template's JSON in CodeMirror with its schema's completion, hover and lint. */
export function SmartBuilderPage() {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const state = useDraft()
  const { draft, setDraft, schema } = state
  const editor = useRef<JsonEditorHandle>(null)
  const openSave = useSetAtom(saveDialogAtom)
  const parsed = useMemo(() => parseDocument(draft?.text ?? '{}'), [draft?.text])
  const errors = useMemo(
    () => (schema && parsed.error === null ? documentErrors(schema, parsed.value) : []),
    [schema, parsed],
  )

  const setText = (text: string) => setDraft((d) => (d && d.text !== text ? { ...d, text } : d))
  const format = () => {
    const current = parseDocument(editor.current?.text() ?? '')
    if (current.error === null) editor.current?.replace(pretty(current.value))
  }
  const flush = () => {
    const text = editor.current?.text()
    if (text !== undefined) setText(text)
  }

  return (
    <BuilderShell view="code" state={state} valid={parsed.error === null && errors.length === 0} beforeSave={flush}>
      <div className={styles.grid}>
        <div>
          <Toolbar aria-label={t('code.toolbar')}>
            <Tooltip content={t('code.formatHint')} relationship="description">
              <Button appearance="subtle" icon={<TextAlignLeftRegular />} onClick={format}>
                {t('code.format')}
              </Button>
            </Tooltip>
            <Button appearance="subtle" icon={<ArrowUndoRegular />} onClick={() => editor.current?.undo()}>
              {t('undo')}
            </Button>
            <Button appearance="subtle" icon={<ArrowRedoRegular />} onClick={() => editor.current?.redo()}>
              {t('redo')}
            </Button>
          </Toolbar>
          {draft && (
            <JsonEditor
              key={`${draft.templateId}:${draft.revision}:${schema ? 1 : 0}`}
              ref={editor}
              initial={draft.text}
              schema={schema}
              label={t('code.editorLabel')}
              onText={setText}
              onFormat={format}
              onSave={() => {
                flush()
                openSave(true)
              }}
            />
          )}
        </div>
        <SectionCard title={t('errors.heading')}>
          <ErrorList parseError={parsed.error} errors={errors} onJump={(p) => editor.current?.jumpTo(p)} />
        </SectionCard>
      </div>
    </BuilderShell>
  )
}
