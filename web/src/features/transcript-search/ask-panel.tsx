import {
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { ChatSparkleRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { askMeetings } from './api'
import { AskQuoteCard } from './ask-quote-card'

const MIN_LENGTH = 3
const MAX_LENGTH = 300

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  box: { flexGrow: 1, minWidth: '220px' },
  input: { width: '100%' },
  answer: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    overflowWrap: 'anywhere',
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/**
 * Ask across meetings: the model's short answer with its verified quotes (or, without a model, the best-matching
 * lines), each quote opening its meeting at the line; which engine answered, and what was left out, said below. The asked question
 * lives in the address (`asked`), so Back from a quote's meeting shows the same answer again.
 */
export function AskPanel({ asked, onAsk }: { asked: string; onAsk: (question: string) => void }) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [text, setText] = useState(asked)
  useEffect(() => setText(asked), [asked])
  const question = asked.trim()
  const result = useLoad(
    async (signal) => {
      if (!question) return { data: null }
      const answer = await askMeetings(question, signal)
      // Past the budget's hard cap: said in the reader's language, with what to do.
      if (answer.response.status === 402) return { error: { statusCode: 402, message: t('ask.budget') } }
      return answer
    },
    [question],
    t('ask.loadError'),
  )
  const data = result.data
  const tooShort = text.trim().length < MIN_LENGTH

  return (
    <div className={styles.root}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          if (!tooShort) onAsk(text.trim())
        }}
      >
        <Field label={t('ask.label')} className={styles.box}>
          <Input
            className={styles.input}
            value={text}
            maxLength={MAX_LENGTH}
            placeholder={t('ask.placeholder')}
            onChange={(_, d) => setText(d.value)}
            autoFocus
            data-testid="ask-input"
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={tooShort} data-testid="ask-submit">
          {t('ask.submit')}
        </Button>
      </form>
      {/* Below the row, so the button lines up with the box. */}
      <Caption1 className={styles.note}>{t('ask.hint')}</Caption1>

      {!question && <EmptyState icon={<ChatSparkleRegular className={styles.icon} />} title={t('ask.idle')} />}
      {question && result.error && <ErrorState message={result.error} onRetry={result.reload} />}
      {question && !result.error && (result.loading || !data) && <LoadingState label={t('ask.asking')} />}
      {question && !result.error && !result.loading && data && data.quotes.length === 0 && (
        <EmptyState
          icon={<ChatSparkleRegular className={styles.icon} />}
          title={t('ask.empty')}
          hint={t('ask.emptyHint')}
        />
      )}
      {question && !result.error && !result.loading && data && data.quotes.length > 0 && (
        <>
          {data.fallback && (
            <MessageBar intent="warning" data-testid="ask-fallback" data-fallback={data.fallback}>
              <MessageBarBody>
                {t(data.fallback === 'unverified' ? 'ask.fallbackUnverified' : 'ask.fallbackFailed')}
              </MessageBarBody>
            </MessageBar>
          )}
          {/* The model's answer in its own words; the built-in engine says only what it found. */}
          <div className={styles.answer} role="status" data-testid="ask-answer" data-engine={data.engine}>
            {data.engine === 'llm' ? (
              <bdi>{data.answer}</bdi>
            ) : (
              t('ask.found', {
                count: data.quotes.length,
                meetings: t('ask.meetings', { count: data.meetingCount }),
              })
            )}
          </div>
          <div className={styles.list} data-testid="ask-quotes">
            {data.quotes.map((quote, i) => (
              <AskQuoteCard key={`${quote.meetingId}-${quote.startMs}-${i}`} quote={quote} index={i} />
            ))}
          </div>
          <Caption1 className={styles.note} data-testid="ask-engine">
            {/* The model's name isolated (FSI … PDI): a Latin name keeps its order in a right-to-left sentence. */}
            {data.engine === 'llm'
              ? t('ask.llmNote', { model: `\u2068${data.model ?? ''}\u2069` })
              : t('ask.builtinNote')}
          </Caption1>
          {data.droppedQuotes > 0 && (
            <Caption1 className={styles.note} data-testid="ask-dropped">
              {t('ask.dropped', { count: data.droppedQuotes })}
            </Caption1>
          )}
        </>
      )}
    </div>
  )
}
