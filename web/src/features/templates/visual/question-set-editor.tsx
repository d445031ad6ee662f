import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { QuestionBankDialog } from './question-bank-dialog'
import { QuestionCard } from './question-card'
import * as q from './question-model'

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  adds: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
})

/** A question set as cards in asking order, reordered by drag and drop or keyboard; title and description above. */
export function QuestionSetEditor({
  doc,
  edit,
}: {
  doc: q.QuestionSetDocument
  edit: (next: q.QuestionSetDocument) => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = doc.questions.map((x) => x.id)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    edit(q.moveQuestion(doc, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  return (
    <>
      <SectionCard title={t('questions.firstScreen')}>
        <Field label={t('questions.title')}>
          <Input
            dir="auto"
            value={doc.title ?? ''}
            maxLength={200}
            onChange={(_, d) => edit(q.setText(doc, 'title', d.value))}
          />
        </Field>
        <Field label={t('questions.intro')}>
          <Textarea
            dir="auto"
            value={doc.description ?? ''}
            maxLength={4000}
            resize="vertical"
            onChange={(_, d) => edit(q.setText(doc, 'description', d.value))}
          />
        </Field>
      </SectionCard>
      <SectionCard title={t('questions.list', { count: doc.questions.length })}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <div className={styles.list}>
              {doc.questions.map((question, i) => (
                <QuestionCard
                  key={question.id}
                  question={question}
                  number={i + 1}
                  onChange={(patch) => edit(q.setQuestion(doc, i, patch))}
                  onDuplicate={() => edit(q.duplicateQuestion(doc, i))}
                  onDelete={() => edit(q.deleteQuestion(doc, i))}
                />
              ))}
            </div>
          </SortableContext>
        </DndContext>
        <div className={styles.adds}>
          <Button
            icon={<AddRegular />}
            disabled={doc.questions.length >= 100}
            onClick={() => edit(q.addQuestion(doc, t('questions.newQuestion')))}
          >
            {t('questions.add')}
          </Button>
          <QuestionBankDialog
            disabled={doc.questions.length >= 100}
            onPick={(picked) => edit(q.addFromBank(doc, picked))}
          />
        </div>
      </SectionCard>
    </>
  )
}
