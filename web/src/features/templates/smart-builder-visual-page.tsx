import { Button, makeStyles, Toolbar, tokens } from '@fluentui/react-components'
import { AddRegular, ArrowUndoRegular } from '@fluentui/react-icons'
import { useAtom } from 'jotai'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/screen-state'
import { below } from '../../theme/breakpoints'
import { BuilderShell } from './builder-shell'
import { pretty, visualUndoAtom } from './draft-atoms'
import { useDraft } from './use-draft'
import { documentErrors, parseDocument } from './validate-document'
import { QuestionPreview } from './visual/question-preview'
import { hasQuestions } from './visual/question-model'
import { QuestionSetEditor } from './visual/question-set-editor'
import { SectionEditor } from './visual/section-editor'
import { isSummaryPrompt, SummaryPromptEditor } from './visual/summary-prompt-editor'
import { TemplatePreview } from './visual/template-preview'
import * as model from './visual/visual-model'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/**
 * /jsonbuilder/SmartBuilderVisual: the same draft as the code view, edited visually: sections and criteria as cards
 * (rubric, competence model, report template), questions as cards (question set), or a form (summary prompt).
 */
export function SmartBuilderVisualPage() {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const state = useDraft()
  const { draft, setDraft, schema } = state
  const [undoStack, setUndo] = useAtom(visualUndoAtom)
  const parsed = useMemo(() => parseDocument(draft?.text ?? '{}'), [draft?.text])
  const value = parsed.error === null ? parsed.value : null
  const valid = parsed.error === null && (!schema || documentErrors(schema, parsed.value).length === 0)

  // Every visual edit rewrites the shared text (so the code view shows it) and remembers the text before it.
  const edit = (next: object) => {
    if (!draft) return
    setUndo((u) => [...u.slice(-99), draft.text])
    setDraft({ ...draft, text: pretty(next), revision: draft.revision + 1 })
  }
  const undo = () => {
    const previous = undoStack.at(-1)
    if (previous === undefined || !draft) return
    setUndo(undoStack.slice(0, -1))
    setDraft({ ...draft, text: previous, revision: draft.revision + 1 })
  }

  const undoButton = (
    <Button appearance="subtle" icon={<ArrowUndoRegular />} disabled={!undoStack.length} onClick={undo}>
      {t('undo')}
    </Button>
  )
  const doc = model.hasSections(value) ? value : null

  if (hasQuestions(value) || isSummaryPrompt(value)) {
    return (
      <BuilderShell view="visual" state={state} valid={valid}>
        <div className={styles.grid}>
          <div className={styles.column}>
            <Toolbar aria-label={t('visual.toolbar')}>{undoButton}</Toolbar>
            {hasQuestions(value) ? (
              <QuestionSetEditor doc={value} edit={edit} />
            ) : (
              <SummaryPromptEditor doc={value} edit={edit} />
            )}
          </div>
          {hasQuestions(value) && <QuestionPreview doc={value} name={draft?.name} />}
        </div>
      </BuilderShell>
    )
  }
  return (
    <BuilderShell view="visual" state={state} valid={valid}>
      {!doc ? (
        <EmptyState title={parsed.error ? t('visual.unparsable') : t('visual.noSections')} />
      ) : (
        <div className={styles.grid}>
          <div className={styles.column}>
            <Toolbar aria-label={t('visual.toolbar')}>
              {undoButton}
              <Button
                appearance="subtle"
                icon={<AddRegular />}
                onClick={() => edit(model.addSection(doc, t('visual.newSection')))}
              >
                {t('visual.addSection')}
              </Button>
            </Toolbar>
            {doc.sections.map((section, s) => (
              <SectionEditor
                key={section.id}
                section={section}
                actions={{
                  rename: (title) =>
                    edit({ ...doc, sections: doc.sections.map((x, i) => (i === s ? { ...x, title } : x)) }),
                  move: (from, to) => edit(model.moveCriterion(doc, s, from, to)),
                  change: (c, patch) => edit(model.setCriterion(doc, s, c, patch)),
                  add: () => edit(model.addCriterion(doc, s, t('visual.newCriterion'))),
                  duplicate: (c) => edit(model.duplicateCriterion(doc, s, c)),
                  remove: (c) => edit(model.deleteCriterion(doc, s, c)),
                  removeSection: () => edit(model.deleteSection(doc, s)),
                }}
              />
            ))}
          </div>
          <TemplatePreview doc={doc} />
        </div>
      )}
    </BuilderShell>
  )
}
