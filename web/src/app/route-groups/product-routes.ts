import { paths } from '../../config/paths'
import type { Subject } from '../../lib/ability'
import type { AppRoute } from '../../lib/routing/route-types'
import { screens } from '../screens'
import { earlyPaths } from '../../config/early-paths'
import { allow, managePage, page, publicPage, viewDemo, viewPage } from './helpers'

const read = (subject: Subject) => [allow('read', subject)]

// Where the spec says "not shown" the marker and data permission are our decision.
// Lists before `:id` routes: the first match wins.
export const productRoutes: AppRoute[] = [
  page(paths.meetings.list.path, 'meetingList', {
    access: managePage,
    requires: read('Meeting'),
    nav: 'product',
    screen: screens.meetingList,
    // The landing's figures and the first page of meetings, as features/meetings/use-meeting-list.ts asks for them.
    early: () => [earlyPaths.landing, earlyPaths.firstMeetings],
  }),
  page(paths.transcriptSearch.path, 'transcriptSearch', {
    access: viewPage,
    requires: read('Meeting'),
    nav: 'product',
    screen: screens.transcriptSearch,
  }),
  page(paths.meetings.detail.path, 'meeting', { access: viewPage, requires: read('Meeting'), screen: screens.meeting }),
  page(paths.reports.list.path, 'reportList', {
    access: viewPage,
    requires: read('Report'),
    nav: 'product',
    screen: screens.reportList,
  }),
  page(paths.reports.detail.path, 'report', {
    access: viewPage,
    requires: read('Report'),
    screen: screens.report,
    // The report and the template line above it are shown together (features/reports/report-page.tsx).
    early: ({ id }) => (id ? [earlyPaths.report(id), earlyPaths.reportTemplate(id)] : []),
  }),
  page(paths.digitalProfiles.list.path, 'digitalProfileList', {
    access: managePage,
    requires: read('DigitalProfile'),
    nav: 'product',
    screen: screens.digitalProfileList,
  }),
  page(paths.digitalProfiles.detail.path, 'digitalProfile', {
    access: viewPage,
    requires: read('DigitalProfile'),
    screen: screens.digitalProfile,
  }),
  page(paths.selfInterviews.list.path, 'selfInterviewList', {
    access: managePage,
    requires: read('SelfInterview'),
    nav: 'product',
    screen: screens.selfInterviewList,
  }),
  page(paths.selfInterviews.compare.path, 'selfInterviewCompare', {
    access: viewPage,
    requires: read('SelfInterview'),
    screen: screens.selfInterviewCompare,
  }),
  page(paths.selfInterviews.detail.path, 'selfInterviewManager', {
    access: viewPage,
    requires: read('SelfInterview'),
    screen: screens.selfInterview,
  }),
  page(paths.jsonBuilder.code.path, 'smartBuilder', {
    access: managePage,
    requires: [allow('update', 'Template')],
    nav: 'product',
    screen: screens.smartBuilder,
  }),
  page(paths.jsonBuilder.visual.path, 'smartBuilderVisual', {
    nav: 'product',
    access: managePage,
    requires: [allow('update', 'Template')],
    screen: screens.smartBuilderVisual,
  }),
  page(paths.llm.summarize.path, 'llmSummarize', {
    access: managePage,
    requires: [allow('create', 'LlmRun')],
    nav: 'product',
    screen: screens.llmSummarize,
  }),
  page(paths.llm.list.path, 'llmReportList', {
    access: managePage,
    requires: read('LlmRun'),
    nav: 'product',
    screen: screens.llmReportList,
  }),
  page(paths.llm.detail.path, 'llmReport', { access: viewPage, requires: read('LlmRun'), screen: screens.llmReport }),
  page(paths.llm.calls.path, 'llmModelCalls', {
    access: managePage,
    requires: read('LlmRun'),
    nav: 'product',
    screen: screens.llmModelCalls,
  }),
  page(paths.llm.call.path, 'llmModelCall', {
    access: viewPage,
    requires: read('LlmRun'),
    screen: screens.llmModelCall,
  }),
  page(paths.bbbMonitor.list.path, 'bbbMonitorList', {
    access: managePage,
    requires: read('BbbServer'),
    nav: 'product',
    screen: screens.bbbMonitorList,
  }),
  page(paths.bbbMonitor.detail.path, 'bbbMonitor', {
    access: viewPage,
    requires: read('BbbServer'),
    screen: screens.bbbMonitor,
  }),
  page(paths.rbot.files.path, 'rbotFileList', {
    access: managePage,
    requires: read('File'),
    nav: 'product',
    screen: screens.rbotFileList,
  }),
  page(paths.main.conference.path, 'mainConference', {
    nav: 'product',
    access: viewPage,
    requires: read('Meeting'),
    screen: screens.mainConference,
  }),
  page(paths.main.support.path, 'mainSupport', {
    nav: 'help',
    access: viewPage,
    requires: read('SupportRequest'),
    screen: screens.support,
  }),
  page(paths.main.newFuture.path, 'mainNewFuture', {
    nav: 'help',
    access: viewPage,
    screen: screens.whatsNew,
  }),

  page(paths.omc.dashboardCost.path, 'omcDashboardCost', {
    access: managePage,
    requires: read('Cost'),
    nav: 'costs',
    screen: screens.costDashboard,
  }),
  page(paths.omc.barchart.path, 'omcBarchart', {
    access: managePage,
    requires: read('Cost'),
    nav: 'costs',
    screen: screens.costBarchart,
  }),
  page(paths.billing.path, 'billing', {
    access: managePage,
    requires: read('Billing'),
    nav: 'costs',
    screen: screens.billing,
  }),

  page(paths.access.accounts.path, 'accounts', {
    access: managePage,
    requires: read('Account'),
    nav: 'administration',
    screen: screens.accounts,
  }),
  page(paths.access.auditLog.path, 'auditLog', {
    access: managePage,
    requires: read('AuditEvent'),
    nav: 'administration',
    screen: screens.auditLog,
  }),
  page(paths.access.home.path, 'access', {
    nav: 'administration',
    access: viewPage,
    screen: screens.access,
  }),
  page(paths.access.control.path, 'accessControl', {
    nav: 'administration',
    access: viewPage,
    screen: screens.accessControl,
  }),

  ...Object.entries(paths.reportExamples).map(([key, { path }]) =>
    page(path, `reportExample.${key}` as AppRoute['titleKey'], {
      access: [...viewDemo, ...viewPage],
      requires: read('ReportExample'),
      nav: 'examples',
      screen: screens.reportExample,
    }),
  ),
  ...Object.entries(paths.reportTemplates).map(([key, { path }]) =>
    page(path, `reportTemplate.${key}` as AppRoute['titleKey'], {
      access: viewPage,
      requires: read('Template'),
      nav: 'examples',
      screen: screens.reportTemplate,
    }),
  ),

  // Public links: a candidate or a report reader without an account.
  publicPage(paths.selfInterviews.take.path, 'selfInterview', { screen: screens.takeInterview }),
  publicPage(paths.selfInterviews.onePage.path, 'omsInterview', { screen: screens.onePageInterview }),
  publicPage(paths.selfInterviews.reviewLink.path, 'reviewLink', { screen: screens.reviewLink }),
  publicPage(paths.reports.public.path, 'publicReport', { screen: screens.publicReport }),
  publicPage(paths.timer.path, 'timer', { nav: 'help', screen: screens.timer }),
  // The conference guest entry: an invitation link, no account.
  publicPage(paths.main.login.path, 'mainLogin', { screen: screens.mainLogin }),
]
