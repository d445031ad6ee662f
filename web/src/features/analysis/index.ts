/** What the analysis feature offers other features: whose report it is (subjects per person-kind). */
export {
  createAnalysisWithSubjects,
  defaultSubject,
  isPersonKind,
  PERSON_KINDS,
  type SubjectsByKind,
} from './subject-kinds'
export { SubjectPicker } from './subject-picker'
export { ConcessionPathView } from './concession-path'
export { EvidenceCount } from './evidence-count'
export { getMeetingTranscript, TranscriptPrivacyBar } from './transcript-privacy'
export { FailedReport, failureReason } from './failed-report'
export { MeetingCreatedNotice } from './meeting-created-notice'
export { isDataPath, searchDataGroups } from './data-search'
export { BackArrow } from './back-arrow'
export { BackToReportLink, evidenceHrefFrom, useReturnToEvidence } from './back-to-report'
export { LandingOverview } from './landing-overview'
