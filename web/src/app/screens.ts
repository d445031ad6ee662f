import { lazy } from 'react'
import { LoginPage } from '../features/auth'
import { lazyScreen } from './lazy-screen'

/**
 * Every screen is a dynamic import, so each becomes its own chunk fetched on first visit. `lazyScreen` also waits for
 * the English namespaces outside the entry; only the sign-in screens (features/auth, which use the entry's `auth`,
 * `common` and `routes` namespaces alone) use plain `lazy`, so /login loads none of them. Routes whose screen a
 * later issue builds share the coming-soon chunk until then. The sign-in screen is the exception: it is in the entry,
 * so /login renders as soon as the entry has run, without a second round of requests (its own code beyond what the
 * signed-in shell loads anyway is about 12 KB gzip).
 */
export const screens = {
  comingSoon: lazyScreen(
    () => import('../features/misc/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
    'product',
  ),
  notFound: lazyScreen(
    () => import('../features/misc/not-found-page').then((m) => ({ default: m.NotFoundPage })),
    'product',
  ),
  notAuthorized: lazyScreen(
    () => import('../features/misc/not-authorized-page').then((m) => ({ default: m.NotAuthorizedPage })),
    'product',
  ),
  login: LoginPage,
  register: lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage }))),
  forgotPassword: lazy(() =>
    import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  resetPassword: lazy(() =>
    import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  authDemo: lazy(() => import('../features/auth/auth-demo-page').then((m) => ({ default: m.AuthDemoPage }))),
  landing: lazyScreen(() => import('../features/front-pages/landing-page').then((m) => ({ default: m.LandingPage }))),
  pricing: lazyScreen(() => import('../features/front-pages/pricing-page').then((m) => ({ default: m.PricingPage }))),
  helpCenter: lazyScreen(() =>
    import('../features/front-pages/help-center-page').then((m) => ({ default: m.HelpCenterPage })),
  ),
  helpArticle: lazyScreen(() =>
    import('../features/front-pages/help-article-page').then((m) => ({ default: m.HelpArticlePage })),
  ),
  payment: lazyScreen(() => import('../features/front-pages/payment-page').then((m) => ({ default: m.PaymentPage }))),
  checkout: lazyScreen(() =>
    import('../features/front-pages/checkout-page').then((m) => ({ default: m.CheckoutPage })),
  ),
  underMaintenance: lazyScreen(
    () => import('../features/misc/under-maintenance-page').then((m) => ({ default: m.UnderMaintenancePage })),
    'product',
  ),
  auditLog: lazyScreen(
    () => import('../features/audit-log/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
    'product',
  ),
  accounts: lazyScreen(
    () => import('../features/accounts/accounts-page').then((m) => ({ default: m.AccountsPage })),
    'product',
  ),
  userProfile: lazyScreen(
    () => import('../features/user-profile/user-profile-page').then((m) => ({ default: m.UserProfilePage })),
    'product',
  ),
  accountSettings: lazyScreen(() =>
    import('../features/account-settings/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
  ),
  meetingList: lazyScreen(
    () => import('../features/meetings/meeting-list-page').then((m) => ({ default: m.MeetingListPage })),
    'product',
  ),
  transcriptSearch: lazyScreen(
    () =>
      import('../features/transcript-search/transcript-search-page').then((m) => ({ default: m.TranscriptSearchPage })),
    'product',
  ),
  meeting: lazyScreen(
    () => import('../features/meetings/meeting-page').then((m) => ({ default: m.MeetingPage })),
    'product',
  ),
  bbbMonitorList: lazyScreen(
    () => import('../features/bbb/bbb-monitor-list-page').then((m) => ({ default: m.BbbMonitorListPage })),
    'product',
  ),
  mainConference: lazyScreen(
    () => import('../features/bbb/main-conference-page').then((m) => ({ default: m.MainConferencePage })),
    'product',
  ),
  mainLogin: lazyScreen(
    () => import('../features/bbb/main-login-page').then((m) => ({ default: m.MainLoginPage })),
    'product',
  ),
  rbotFileList: lazyScreen(
    () => import('../features/rbot-files/rbot-file-list-page').then((m) => ({ default: m.RbotFileListPage })),
    'product',
  ),
  bbbMonitor: lazyScreen(
    () => import('../features/bbb/bbb-monitor-page').then((m) => ({ default: m.BbbMonitorPage })),
    'product',
  ),
  reportList: lazyScreen(
    () => import('../features/reports/report-list-page').then((m) => ({ default: m.ReportListPage })),
    'product',
  ),
  report: lazyScreen(
    () => import('../features/reports/report-page').then((m) => ({ default: m.ReportPage })),
    'product',
  ),
  digitalProfileList: lazyScreen(() =>
    import('../features/digital-profiles/digital-profile-list-page').then((m) => ({
      default: m.DigitalProfileListPage,
    })),
  ),
  digitalProfile: lazyScreen(
    () => import('../features/digital-profiles/digital-profile-page').then((m) => ({ default: m.DigitalProfilePage })),
    'product',
  ),
  publicReport: lazyScreen(
    () => import('../features/public-report/public-report-page').then((m) => ({ default: m.PublicReportPage })),
    'product',
  ),
  reportExample: lazyScreen(() =>
    import('../features/report-guides/report-example-page').then((m) => ({ default: m.ReportExamplePage })),
  ),
  costDashboard: lazyScreen(
    () => import('../features/costs/cost-dashboard-page').then((m) => ({ default: m.CostDashboardPage })),
    'product',
  ),
  costBarchart: lazyScreen(
    () => import('../features/costs/cost-barchart-page').then((m) => ({ default: m.CostBarchartPage })),
    'product',
  ),
  billing: lazyScreen(
    () => import('../features/billing/billing-page').then((m) => ({ default: m.BillingPage })),
    'product',
  ),
  llmSummarize: lazyScreen(
    () => import('../features/llm/summarize-page').then((m) => ({ default: m.SummarizePage })),
    'product',
  ),
  llmReportList: lazyScreen(
    () => import('../features/llm/llm-report-list-page').then((m) => ({ default: m.LlmReportListPage })),
    'product',
  ),
  llmReport: lazyScreen(
    () => import('../features/llm/llm-report-page').then((m) => ({ default: m.LlmReportPage })),
    'product',
  ),
  llmModelCalls: lazyScreen(
    () => import('../features/llm/model-calls/model-calls-page').then((m) => ({ default: m.ModelCallsPage })),
    'product',
  ),
  llmModelCall: lazyScreen(
    () => import('../features/llm/model-calls/model-call-page').then((m) => ({ default: m.ModelCallPage })),
    'product',
  ),
  smartBuilder: lazyScreen(
    () => import('../features/templates/smart-builder-page').then((m) => ({ default: m.SmartBuilderPage })),
    'product',
  ),
  smartBuilderVisual: lazyScreen(
    () =>
      import('../features/templates/smart-builder-visual-page').then((m) => ({ default: m.SmartBuilderVisualPage })),
    'product',
  ),
  support: lazyScreen(
    () => import('../features/support/support-page').then((m) => ({ default: m.SupportPage })),
    'product',
  ),
  whatsNew: lazyScreen(
    () => import('../features/whats-new/whats-new-page').then((m) => ({ default: m.WhatsNewPage })),
    'product',
  ),
  access: lazyScreen(
    () => import('../features/access/access-page').then((m) => ({ default: m.AccessPage })),
    'product',
  ),
  accessControl: lazyScreen(
    () => import('../features/access/access-control-page').then((m) => ({ default: m.AccessControlPage })),
    'product',
  ),
  selfInterviewList: lazyScreen(
    () => import('../features/self-interviews/manager/list-page').then((m) => ({ default: m.SelfInterviewListPage })),
    'product',
  ),
  selfInterviewCompare: lazyScreen(
    () =>
      import('../features/self-interviews/manager/compare-page').then((m) => ({ default: m.SelfInterviewComparePage })),
    'product',
  ),
  selfInterview: lazyScreen(
    () => import('../features/self-interviews/manager/detail-page').then((m) => ({ default: m.SelfInterviewPage })),
    'product',
  ),
  takeInterview: lazyScreen(
    () => import('../features/self-interviews/candidate/take-page').then((m) => ({ default: m.TakeInterviewPage })),
    'product',
  ),
  reviewLink: lazyScreen(
    () => import('../features/self-interviews/reviewer/review-link-page').then((m) => ({ default: m.ReviewLinkPage })),
    'product',
  ),
  onePageInterview: lazyScreen(
    () => import('../features/self-interviews/candidate/one-page').then((m) => ({ default: m.OnePageInterviewPage })),
    'product',
  ),
  timer: lazyScreen(() => import('../features/timer/timer-page').then((m) => ({ default: m.TimerPage })), 'product'),
  reportTemplate: lazyScreen(() =>
    import('../features/report-guides/report-template-page').then((m) => ({ default: m.ReportTemplatePage })),
  ),
  dashboard: lazyScreen(() =>
    import('../features/sandbox-dashboards/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  ),
  faq: lazyScreen(() => import('../features/sandbox-pages/faq-page').then((m) => ({ default: m.FaqPage }))),
  sandboxPricing: lazyScreen(() =>
    import('../features/sandbox-pages/pricing-page').then((m) => ({ default: m.PricingPage })),
  ),
  showcaseGroup: lazyScreen(() =>
    import('../features/showcase/showcase-group-page').then((m) => ({ default: m.ShowcaseGroupPage })),
  ),
}

/** The sandbox applications, keyed by their route title (`<group>.<key>` of sandbox-paths); the rest stay coming-soon. */
export const sandboxScreens: Record<string, (typeof screens)['comingSoon'] | undefined> = {
  'app.userList': lazyScreen(() =>
    import('../features/sandbox/users/user-list-page').then((m) => ({ default: m.UserListPage })),
  ),
  'app.userView': lazyScreen(() =>
    import('../features/sandbox/users/user-view-page').then((m) => ({ default: m.UserViewPage })),
  ),
  'app.email': lazyScreen(() => import('../features/sandbox/email/email-page').then((m) => ({ default: m.EmailPage }))),
  'app.chat': lazyScreen(() => import('../features/sandbox/chat/chat-page').then((m) => ({ default: m.ChatPage }))),
  'app.calendar': lazyScreen(() =>
    import('../features/sandbox/calendar/calendar-page').then((m) => ({ default: m.CalendarPage })),
  ),
  'invoice.list': lazyScreen(() =>
    import('../features/sandbox/invoice/invoice-list-page').then((m) => ({ default: m.InvoiceListPage })),
  ),
  'invoice.preview': lazyScreen(() =>
    import('../features/sandbox/invoice/invoice-preview-page').then((m) => ({ default: m.InvoicePreviewPage })),
  ),
  'invoice.edit': lazyScreen(() =>
    import('../features/sandbox/invoice/invoice-edit-page').then((m) => ({ default: m.InvoiceEditPage })),
  ),
  'invoice.add': lazyScreen(() =>
    import('../features/sandbox/invoice/invoice-edit-page').then((m) => ({ default: m.InvoiceEditPage })),
  ),
  'app.permissions': lazyScreen(() =>
    import('../features/sandbox/permissions/permissions-page').then((m) => ({ default: m.PermissionsPage })),
  ),
  'templatePage.dialogs': lazyScreen(() =>
    import('../features/showcase/dialogs/dialog-examples-page').then((m) => ({ default: m.DialogExamplesPage })),
  ),
  'app.kanban': lazyScreen(() =>
    import('../features/sandbox/kanban/kanban-page').then((m) => ({ default: m.KanbanPage })),
  ),
  'app.academyDashboard': lazyScreen(() =>
    import('../features/sandbox/academy/academy-dashboard-page').then((m) => ({ default: m.AcademyDashboardPage })),
  ),
  'app.academyMyCourse': lazyScreen(() =>
    import('../features/sandbox/academy/my-course-page').then((m) => ({ default: m.MyCoursePage })),
  ),
  'app.academyCourseDetails': lazyScreen(() =>
    import('../features/sandbox/academy/course-details-page').then((m) => ({ default: m.CourseDetailsPage })),
  ),
  'app.logisticsDashboard': lazyScreen(() =>
    import('../features/sandbox/logistics/logistics-dashboard-page').then((m) => ({
      default: m.LogisticsDashboardPage,
    })),
  ),
  'app.logisticsFleet': lazyScreen(() =>
    import('../features/sandbox/logistics/fleet-page').then((m) => ({ default: m.FleetPage })),
  ),
  'app.roles': lazyScreen(() => import('../features/sandbox/roles/roles-page').then((m) => ({ default: m.RolesPage }))),
  'ecommerce.dashboard': lazyScreen(() =>
    import('../features/sandbox/ecommerce/dashboard-page').then((m) => ({ default: m.EcommerceDashboardPage })),
  ),
  'ecommerce.productList': lazyScreen(() =>
    import('../features/sandbox/ecommerce/product-list-page').then((m) => ({ default: m.ProductListPage })),
  ),
  'ecommerce.productAdd': lazyScreen(() =>
    import('../features/sandbox/ecommerce/product-add-page').then((m) => ({ default: m.ProductAddPage })),
  ),
  'ecommerce.categoryList': lazyScreen(() =>
    import('../features/sandbox/ecommerce/category-list-page').then((m) => ({ default: m.CategoryListPage })),
  ),
  'ecommerce.orderList': lazyScreen(() =>
    import('../features/sandbox/ecommerce/order-list-page').then((m) => ({ default: m.OrderListPage })),
  ),
  'ecommerce.orderDetails': lazyScreen(() =>
    import('../features/sandbox/ecommerce/order-details-page').then((m) => ({ default: m.OrderDetailsPage })),
  ),
  'ecommerce.customerList': lazyScreen(() =>
    import('../features/sandbox/ecommerce/customer-list-page').then((m) => ({ default: m.CustomerListPage })),
  ),
  'ecommerce.customerDetails': lazyScreen(() =>
    import('../features/sandbox/ecommerce/customer-details-page').then((m) => ({ default: m.CustomerDetailsPage })),
  ),
  'ecommerce.customerDetailsTab': lazyScreen(() =>
    import('../features/sandbox/ecommerce/customer-details-page').then((m) => ({ default: m.CustomerDetailsPage })),
  ),
  'ecommerce.manageReview': lazyScreen(() =>
    import('../features/sandbox/ecommerce/review-list-page').then((m) => ({ default: m.ReviewListPage })),
  ),
  'ecommerce.referrals': lazyScreen(() =>
    import('../features/sandbox/ecommerce/referrals-page').then((m) => ({ default: m.ReferralsPage })),
  ),
  'ecommerce.settings': lazyScreen(() =>
    import('../features/sandbox/ecommerce/settings-page').then((m) => ({ default: m.SettingsPage })),
  ),
}
