import { entry } from './href'
import { sandboxPaths } from './sandbox-paths'

/**
 * Every path of the app and its href builder; screens and the route table import from here
 * and never spell a path themselves. The template demo areas are in sandbox-paths.ts.
 */
export const paths = {
  root: entry('/'),
  inviteLink: entry('/i/:uid'),

  auth: {
    login: entry('/login'),
    // The spec lists a route literally named "login copy"; wouter matches the decoded path, so the space stays.
    loginCopy: entry('/login copy'),
    register: entry('/register'),
    forgotPassword: entry('/forgot-password'),
    // The service's invitation and reset mails link here (service/src/routes/accounts).
    resetPassword: entry('/reset-password'),
  },

  misc: {
    notAuthorized: entry('/not-authorized'),
    notAuthorizedAlias: entry('/pages/misc/not-authorized'),
    pageNotFound: entry('/pages/misc/page-not-found'),
    comingSoon: entry('/pages/misc/coming-soon'),
    underMaintenance: entry('/pages/misc/under-maintenance'),
  },

  meetings: { list: entry('/meetings/MeetingList'), detail: entry('/meetings/:id') },
  // Full-text search in transcripts and reports (issue 28 item 7); `?q=` carries the query.
  transcriptSearch: entry('/search/transcripts'),
  reports: { list: entry('/reports/ReportList'), detail: entry('/reports/:id'), public: entry('/reports-public/:id') },
  digitalProfiles: { list: entry('/digitalprofiles/DPList'), detail: entry('/digitalprofiles/:id') },
  selfInterviews: {
    list: entry('/selfintermanager/SelfInterList'),
    // Candidates of one question set side by side: ?ids=a&ids=b (2 to 4).
    compare: entry('/selfintermanager/compare'),
    detail: entry('/selfintermanager/:id'),
    take: entry('/selfinter/:id'),
    onePage: entry('/omsinter/:id'),
    // An invited reviewer without an account (team review): the link's token is the only credential.
    reviewLink: entry('/review/:token'),
  },
  omc: { dashboardCost: entry('/omc/dashboard_cost'), barchart: entry('/omc/barchart_omc') },
  billing: entry('/billing/billing'),
  bbbMonitor: { list: entry('/BBB_monitor/BBBMonitorList'), detail: entry('/BBB_monitor/:id') },
  rbot: { files: entry('/rbotmanager/RbotFileList') },
  jsonBuilder: { code: entry('/jsonbuilder/SmartBuilder'), visual: entry('/jsonbuilder/SmartBuilderVisual') },
  llm: {
    summarize: entry('/LLM/Summarize'),
    list: entry('/LLM_report/LLMReportList'),
    detail: entry('/LLM_report/:id'),
    // The trace of every model call (issue 28): a list and one call's detail.
    calls: entry('/LLM/ModelCalls'),
    call: entry('/LLM/ModelCalls/:id'),
  },
  main: {
    login: entry('/main/Login'),
    conference: entry('/main/MainConference'),
    support: entry('/main/SupportView'),
    newFuture: entry('/main/New_future'),
  },
  timer: entry('/timer'),

  access: {
    home: entry('/access'),
    control: entry('/access-control'),
    // Account management (issue 9): a neighbour of /access, which the spec marks as a view-Page screen.
    accounts: entry('/access/accounts'),
    // Security events (issue 10): admins their organization's, the superadmin every one.
    auditLog: entry('/access/audit-log'),
  },

  reportExamples: {
    activeAnalysis: entry('/reports-example/AnalyseActive'),
    belbin: entry('/reports-example/BelbinExample'),
    competence: entry('/reports-example/CompExample'),
    digitalProfile: entry('/reports-example/DigitalProfileExample'),
    negotiation: entry('/reports-example/NegatiationExample'),
    recruiter: entry('/reports-example/RecruterExample'),
    self: entry('/reports-example/SelfExample'),
  },

  reportTemplates: {
    alfa: entry('/reports-template/AlfaTemplate'),
    belbin: entry('/reports-template/BelbinTemplate'),
    competence: entry('/reports-template/CompTemplate'),
    digitalProfile: entry('/reports-template/DigitalProfileTemplate'),
    infoSec: entry('/reports-template/InfoSecTemplate'),
    negotiation: entry('/reports-template/NegatiationTemplate'),
    recruiter: entry('/reports-template/RecruterTemplate'),
    self: entry('/reports-template/SelfTemplate'),
  },

  ...sandboxPaths,
} as const

/** `/login?…&to=<path>` as the guard and the API middleware build it. */
export function loginHref(to?: string, keep?: URLSearchParams): string {
  const query = new URLSearchParams(keep)
  query.delete('to')
  if (to && to !== paths.root.path) query.set('to', to)
  const text = query.toString()
  return text ? `${paths.auth.login.path}?${text}` : paths.auth.login.path
}
