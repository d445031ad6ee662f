import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { analyseNow, failure, type SelfInterviewDetail } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
})

/**
 * A completed interview whose reports wait: says which answers' transcripts are missing (being transcribed, or
 * to be typed beside their recording below), and offers to make the reports now from the answers with text.
 */
export function WaitingForTranscripts({
  detail,
  canEdit,
  onChanged,
}: {
  detail: SelfInterviewDetail
  canEdit: boolean
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const list = (numbers: number[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(numbers.map(String))
  const waiting = detail.answers.filter((a) => a.awaitsTranscript)
  const transcribing = waiting.filter((a) => a.transcription === 'pending').map((a) => a.number)
  const toType = waiting.filter((a) => a.transcription !== 'pending').map((a) => a.number)

  const makeNow = async () => {
    setBusy(true)
    setError(undefined)
    const r = await analyseNow(detail.selfInterview.id).catch((e: unknown) => ({ data: undefined, error: e }))
    setBusy(false)
    if (r.data) return onChanged()
    setError(failure(r.error, t('errors.unexpected')).message)
  }

  return (
    <div className={styles.root} data-testid="reports-waiting">
      {toType.length > 0 && (
        <Caption1>{t('detail.waitingTyped', { count: toType.length, answers: list(toType) })}</Caption1>
      )}
      {transcribing.length > 0 && (
        <Caption1>{t('detail.waitingService', { count: transcribing.length, answers: list(transcribing) })}</Caption1>
      )}
      {waiting.length === 0 && <Caption1 className={styles.muted}>{t('detail.reportsNotMade')}</Caption1>}
      {canEdit && (
        <>
          <Caption1 className={styles.muted}>{t('detail.makeNowHint')}</Caption1>
          <Button disabled={busy} onClick={() => void makeNow()}>
            {t('detail.makeNow')}
          </Button>
        </>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  )
}
