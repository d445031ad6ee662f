import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components'
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons'
import { useId, useState } from 'react'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import type { Loaded } from '../../../lib/use-load'
import { ReportContent } from '../../report-kinds'
import type { ReportExample } from '../api'
import { useGuideText } from '../use-guide-text'

const useStyles = makeStyles({
  report: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalS,
  },
  summary: { whiteSpace: 'pre-line', color: tokens.colorNeutralForeground2 },
})

/**
 * For a kind without an example page (the route table lists none for it): the report the builtin engine makes from
 * the kind's bundled sample, folded away until asked for.
 */
export function SampleReportCard({ example }: { example: Loaded<ReportExample> }) {
  const { t } = useGuideText()
  const styles = useStyles()
  const [open, setOpen] = useState(false)
  const regionId = useId()
  const e = example.data
  let body = null
  if (!e)
    body =
      example.error || example.notFound ? (
        <ErrorState message={t('example.loadError')} onRetry={example.reload} />
      ) : (
        <LoadingState />
      )
  else if (open) {
    body = (
      <div id={regionId} className={styles.report}>
        <Body1 className={styles.summary}>{e.summary}</Body1>
        <ReportContent report={e} />
      </div>
    )
  }
  return (
    <SectionCard
      title={t('template.sampleTitle')}
      action={
        e && (
          <Button
            appearance="subtle"
            icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('template.sampleHide') : t('template.sampleShow')}
          </Button>
        )
      }
    >
      {e && <Body1>{t('template.sampleBody', { sample: e.sample.title })}</Body1>}
      {body}
    </SectionCard>
  )
}
