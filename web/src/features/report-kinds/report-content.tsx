import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../components/screen-state'
import type { KindContent } from './kind-content'
import { ActiveAnalysisReport } from './kinds/active-analysis-report'
import { AlfaReport } from './kinds/alfa-report'
import { BelbinReport } from './kinds/belbin-report'
import { CompetenceReport } from './kinds/competence-report'
import { DigitalProfileReport } from './kinds/digital-profile-report'
import { InfoSecurityReport } from './kinds/info-security-report'
import { NegotiationReport } from './kinds/negotiation-report'
import { RecruiterReport } from './kinds/recruiter-report'
import { SelfReport } from './kinds/self-report'
import { OverviewSection } from './overview-section'

/** The kind's own sections: narrowed by `kind`, `content` is that kind's as the contract types it. */
function KindSections({ report }: { report: KindContent }) {
  switch (report.kind) {
    case 'self':
      return <SelfReport content={report.content} />
    case 'recruiter':
      return <RecruiterReport content={report.content} />
    case 'competence':
      return <CompetenceReport content={report.content} />
    case 'alfa':
      return <AlfaReport content={report.content} />
    case 'negotiation':
      return <NegotiationReport content={report.content} />
    case 'info-security':
      return <InfoSecurityReport content={report.content} />
    case 'active-analysis':
      return <ActiveAnalysisReport content={report.content} />
    case 'belbin':
      return <BelbinReport content={report.content} />
    case 'digital-profile':
      return <DigitalProfileReport content={report.content} />
  }
}

/**
 * Content written under an older shape than the contract's (the service sends content as stored) may not render:
 * it shows an error, not a blank page.
 */
class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * Any report kind rendered for reading: the kind's sections, then the conversation overview when present. `null`: a
 * report that should have content and has none (features/report-kinds/kind-content.ts), shown as an error.
 */
export function ReportContent({ report }: { report: KindContent | null }) {
  const { t } = useTranslation('reportKinds')
  const error = <ErrorState message={t('renderError')} />
  if (!report) return error
  const overview = report.content.overview
  return (
    <RenderBoundary fallback={error}>
      <KindSections report={report} />
      {overview && <OverviewSection overview={overview} />}
    </RenderBoundary>
  )
}
