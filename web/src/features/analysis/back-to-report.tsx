import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { BackArrow } from './back-arrow'

// Sticky at the bottom of the transcript card: the viewer scrolls the page to the quote, and the way back stays
// in reach there (at the top it would sit under the app bar).
const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: tokens.spacingVerticalL,
    zIndex: 1,
    display: 'flex',
    justifyContent: 'flex-start',
    paddingBlock: tokens.spacingVerticalXS,
  },
  button: { boxShadow: tokens.shadow16 },
})

/** Where an evidence link from a report leads: the meeting at the quote's time, remembering the report. */
export const evidenceHrefFrom = (reportId: string, meetingId: string) => (ms: number) =>
  `${paths.meetings.detail.getHref({ id: meetingId })}?t=${ms}&from=${encodeURIComponent(reportId)}`

/** The hash that brings the report back to the quote the reader jumped from. */
export const evidenceAnchor = (ms: number | string) => `evidence-${ms}`

/** On the meeting page opened from a report's evidence: back to that report, at that quote. */
export function BackToReportLink({ reportId, ms }: { reportId: string; ms: string | null }) {
  const { t } = useTranslation('analysis')
  const styles = useStyles()
  const href = `${paths.reports.detail.getHref({ id: reportId })}${ms !== null && /^\d+$/.test(ms) ? `#${evidenceAnchor(ms)}` : ''}`
  return (
    <div className={styles.bar}>
      <Link href={href} asChild>
        <Button appearance="primary" className={styles.button} icon={<BackArrow />} data-testid="back-to-report">
          {t('backToReport')}
        </Button>
      </Link>
    </div>
  )
}

/**
 * Back on the report: once its content is drawn, scroll to the quote named by the address' hash and give it
 * focus, so the reader is where they left (screen readers included).
 */
export function useReturnToEvidence(ready: boolean) {
  useEffect(() => {
    if (!ready) return
    const match = /^#evidence-(\d+)$/.exec(window.location.hash)
    if (!match) return
    const quote = document.querySelector<HTMLElement>(`[data-evidence-ms="${match[1]}"]`)
    if (!quote) return
    quote.tabIndex = -1
    quote.scrollIntoView({ block: 'center' })
    quote.focus({ preventScroll: true })
  }, [ready])
}
