import { Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
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
 * Ask across meetings (built-in engine): the question's best-matching lines as cited quotes. The asked question
 * lives in the address (`asked`), so Back from a quote's meeting shows the same answer again.
 */
export function AskPanel({ asked, onAsk }: { asked: string; onAsk: (question: string) => void }) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  const [text, setText] = useState(asked)
  useEffect(() => setText(asked), [asked])
  const question = asked.trim()
  const result = useLoad(
    (signal) => (question ? askMeetings(question, signal) : Promise.resolve({ data: null })),
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
      {question && !result.error && (result.loading || !data) && <LoadingState />}
      {question && !result.error && !result.loading && data && data.quotes.length === 0 && (
        <EmptyState
          icon={<ChatSparkleRegular className={styles.icon} />}
          title={t('ask.empty')}
          hint={t('ask.emptyHint')}
        />
      )}
      {question && !result.error && !result.loading && data && data.quotes.length > 0 && (
        <>
          {/* The built-in engine says only what it found; the quotes are the answer. */}
          <div className={styles.answer} role="status" data-testid="ask-answer">
            {t('ask.found', {
              count: data.quotes.length,
              meetings: t('ask.meetings', { count: data.meetingCount }),
            })}
          </div>
          <div className={styles.list} data-testid="ask-quotes">
            {data.quotes.map((quote, i) => (
              <AskQuoteCard key={`${quote.meetingId}-${quote.startMs}`} quote={quote} index={i} />
            ))}
          </div>
          <Caption1 className={styles.note}>{t('ask.builtinNote')}</Caption1>
        </>
      )}
    </div>
  )
}
