import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiSchemas } from '../../lib/api-client'
import { ErrorState } from '../../components/screen-state'
import type * as C from './content-types'
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

type Kind = ApiSchemas['ReportKind']

/** The kind's own sections; `content` is the service's, shaped by the kind (content-types.ts). */
function KindSections({ kind, content }: { kind: Kind; content: unknown }) {
  switch (kind) {
    case 'self':
      return <SelfReport content={content as C.SelfContent} />
    case 'recruiter':
      return <RecruiterReport content={content as C.RecruiterContent} />
    case 'competence':
      return <CompetenceReport content={content as C.CompetenceContent} />
    case 'alfa':
      return <AlfaReport content={content as C.AlfaContent} />
    case 'negotiation':
      return <NegotiationReport content={content as C.NegotiationContent} />
    case 'info-security':
      return <InfoSecurityReport content={content as C.InfoSecurityContent} />
    case 'active-analysis':
      return <ActiveAnalysisReport content={content as C.ActiveAnalysisContent} />
    case 'belbin':
      return <BelbinReport content={content as C.BelbinContent} />
    case 'digital-profile':
      return <DigitalProfileReport content={content as C.DigitalProfileContent} />
  }
}

/** A content that does not match its kind's shape (an old or foreign engine) shows an error, not a blank page. */
class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** Any report kind rendered for reading: the kind's sections, then the conversation overview when present. */
export function ReportContent({ kind, content }: { kind: Kind; content: Record<string, unknown> }) {
  const { t } = useTranslation('reportKinds')
  const overview = content.overview as C.Overview | undefined
  return (
    <RenderBoundary fallback={<ErrorState message={t('renderError')} />}>
      <KindSections kind={kind} content={content} />
      {overview && <OverviewSection overview={overview} />}
    </RenderBoundary>
  )
}
