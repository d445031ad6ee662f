import type { ScreenProps } from '../../../lib/routing/route-types'
import { CandidateFlow } from './take-page'

/** /omsinter/{uid}: the one-page questionnaire (an interview created in one-page mode; a step interview keeps its steps). */
export function OnePageInterviewPage({ params }: ScreenProps) {
  return <CandidateFlow uid={params.id ?? ''} />
}
