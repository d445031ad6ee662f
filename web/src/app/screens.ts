import { lazy } from 'react'

/**
 * Every screen is a dynamic import, so each becomes its own chunk fetched on first visit. Routes whose screen a
 * later issue builds share the coming-soon chunk until then.
 */
export const screens = {
  comingSoon: lazy(() => import('../features/misc/coming-soon-page').then((m) => ({ default: m.ComingSoonPage }))),
  notFound: lazy(() => import('../features/misc/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
  notAuthorized: lazy(() =>
    import('../features/misc/not-authorized-page').then((m) => ({ default: m.NotAuthorizedPage })),
  ),
  login: lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage }))),
  register: lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage }))),
  forgotPassword: lazy(() =>
    import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  resetPassword: lazy(() =>
    import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  authDemo: lazy(() => import('../features/auth/auth-demo-page').then((m) => ({ default: m.AuthDemoPage }))),
  landing: lazy(() => import('../features/front-pages/landing-page').then((m) => ({ default: m.LandingPage }))),
  pricing: lazy(() => import('../features/front-pages/pricing-page').then((m) => ({ default: m.PricingPage }))),
  helpCenter: lazy(() =>
    import('../features/front-pages/help-center-page').then((m) => ({ default: m.HelpCenterPage })),
  ),
  helpArticle: lazy(() =>
    import('../features/front-pages/help-article-page').then((m) => ({ default: m.HelpArticlePage })),
  ),
  payment: lazy(() => import('../features/front-pages/payment-page').then((m) => ({ default: m.PaymentPage }))),
  checkout: lazy(() => import('../features/front-pages/checkout-page').then((m) => ({ default: m.CheckoutPage }))),
  underMaintenance: lazy(() =>
    import('../features/misc/under-maintenance-page').then((m) => ({ default: m.UnderMaintenancePage })),
  ),
  auditLog: lazy(() => import('../features/audit-log/audit-log-page').then((m) => ({ default: m.AuditLogPage }))),
  accounts: lazy(() => import('../features/accounts/accounts-page').then((m) => ({ default: m.AccountsPage }))),
  userProfile: lazy(() =>
    import('../features/user-profile/user-profile-page').then((m) => ({ default: m.UserProfilePage })),
  ),
  accountSettings: lazy(() =>
    import('../features/account-settings/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
  ),
  meetingList: lazy(() =>
    import('../features/meetings/meeting-list-page').then((m) => ({ default: m.MeetingListPage })),
  ),
  meeting: lazy(() => import('../features/meetings/meeting-page').then((m) => ({ default: m.MeetingPage }))),
  bbbMonitorList: lazy(() =>
    import('../features/bbb/bbb-monitor-list-page').then((m) => ({ default: m.BbbMonitorListPage })),
  ),
  mainConference: lazy(() =>
    import('../features/bbb/main-conference-page').then((m) => ({ default: m.MainConferencePage })),
  ),
  mainLogin: lazy(() => import('../features/bbb/main-login-page').then((m) => ({ default: m.MainLoginPage }))),
  rbotFileList: lazy(() =>
    import('../features/rbot-files/rbot-file-list-page').then((m) => ({ default: m.RbotFileListPage })),
  ),
  bbbMonitor: lazy(() => import('../features/bbb/bbb-monitor-page').then((m) => ({ default: m.BbbMonitorPage }))),
  reportList: lazy(() => import('../features/reports/report-list-page').then((m) => ({ default: m.ReportListPage }))),
  report: lazy(() => import('../features/reports/report-page').then((m) => ({ default: m.ReportPage }))),
  digitalProfileList: lazy(() =>
    import('../features/digital-profiles/digital-profile-list-page').then((m) => ({
      default: m.DigitalProfileListPage,
    })),
  ),
  digitalProfile: lazy(() =>
    import('../features/digital-profiles/digital-profile-page').then((m) => ({ default: m.DigitalProfilePage })),
  ),
  publicReport: lazy(() =>
    import('../features/public-report/public-report-page').then((m) => ({ default: m.PublicReportPage })),
  ),
  reportExample: lazy(() =>
    import('../features/report-guides/report-example-page').then((m) => ({ default: m.ReportExamplePage })),
  ),
  costDashboard: lazy(() =>
    import('../features/costs/cost-dashboard-page').then((m) => ({ default: m.CostDashboardPage })),
  ),
  costBarchart: lazy(() =>
    import('../features/costs/cost-barchart-page').then((m) => ({ default: m.CostBarchartPage })),
  ),
  billing: lazy(() => import('../features/billing/billing-page').then((m) => ({ default: m.BillingPage }))),
  llmSummarize: lazy(() => import('../features/llm/summarize-page').then((m) => ({ default: m.SummarizePage }))),
  llmReportList: lazy(() =>
    import('../features/llm/llm-report-list-page').then((m) => ({ default: m.LlmReportListPage })),
  ),
  llmReport: lazy(() => import('../features/llm/llm-report-page').then((m) => ({ default: m.LlmReportPage }))),
  smartBuilder: lazy(() =>
    import('../features/templates/smart-builder-page').then((m) => ({ default: m.SmartBuilderPage })),
  ),
  smartBuilderVisual: lazy(() =>
    import('../features/templates/smart-builder-visual-page').then((m) => ({ default: m.SmartBuilderVisualPage })),
  ),
  support: lazy(() => import('../features/support/support-page').then((m) => ({ default: m.SupportPage }))),
  whatsNew: lazy(() => import('../features/whats-new/whats-new-page').then((m) => ({ default: m.WhatsNewPage }))),
  access: lazy(() => import('../features/access/access-page').then((m) => ({ default: m.AccessPage }))),
  accessControl: lazy(() =>
    import('../features/access/access-control-page').then((m) => ({ default: m.AccessControlPage })),
  ),
  selfInterviewList: lazy(() =>
    import('../features/self-interviews/manager/list-page').then((m) => ({ default: m.SelfInterviewListPage })),
  ),
  selfInterview: lazy(() =>
    import('../features/self-interviews/manager/detail-page').then((m) => ({ default: m.SelfInterviewPage })),
  ),
  takeInterview: lazy(() =>
    import('../features/self-interviews/candidate/take-page').then((m) => ({ default: m.TakeInterviewPage })),
  ),
  onePageInterview: lazy(() =>
    import('../features/self-interviews/candidate/one-page').then((m) => ({ default: m.OnePageInterviewPage })),
  ),
  timer: lazy(() => import('../features/timer/timer-page').then((m) => ({ default: m.TimerPage }))),
  reportTemplate: lazy(() =>
    import('../features/report-guides/report-template-page').then((m) => ({ default: m.ReportTemplatePage })),
  ),
  dashboard: lazy(() =>
    import('../features/sandbox-dashboards/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  ),
  faq: lazy(() => import('../features/sandbox-pages/faq-page').then((m) => ({ default: m.FaqPage }))),
  sandboxPricing: lazy(() =>
    import('../features/sandbox-pages/pricing-page').then((m) => ({ default: m.PricingPage })),
  ),
  showcaseGroup: lazy(() =>
    import('../features/showcase/showcase-group-page').then((m) => ({ default: m.ShowcaseGroupPage })),
  ),
}

/** The sandbox applications, keyed by their route title (`<group>.<key>` of sandbox-paths); the rest stay coming-soon. */
export const sandboxScreens: Record<string, (typeof screens)['comingSoon'] | undefined> = {
  'app.userList': lazy(() =>
    import('../features/sandbox/users/user-list-page').then((m) => ({ default: m.UserListPage })),
  ),
  'app.userView': lazy(() =>
    import('../features/sandbox/users/user-view-page').then((m) => ({ default: m.UserViewPage })),
  ),
  'app.email': lazy(() => import('../features/sandbox/email/email-page').then((m) => ({ default: m.EmailPage }))),
  'app.chat': lazy(() => import('../features/sandbox/chat/chat-page').then((m) => ({ default: m.ChatPage }))),
  'app.calendar': lazy(() =>
    import('../features/sandbox/calendar/calendar-page').then((m) => ({ default: m.CalendarPage })),
  ),
  'invoice.list': lazy(() =>
    import('../features/sandbox/invoice/invoice-list-page').then((m) => ({ default: m.InvoiceListPage })),
  ),
  'invoice.preview': lazy(() =>
    import('../features/sandbox/invoice/invoice-preview-page').then((m) => ({ default: m.InvoicePreviewPage })),
  ),
  'invoice.edit': lazy(() =>
    import('../features/sandbox/invoice/invoice-edit-page').then((m) => ({ default: m.InvoiceEditPage })),
  ),
  'invoice.add': lazy(() =>
    import('../features/sandbox/invoice/invoice-edit-page').then((m) => ({ default: m.InvoiceEditPage })),
  ),
  'app.permissions': lazy(() =>
    import('../features/sandbox/permissions/permissions-page').then((m) => ({ default: m.PermissionsPage })),
  ),
  'templatePage.dialogs': lazy(() =>
    import('../features/showcase/dialogs/dialog-examples-page').then((m) => ({ default: m.DialogExamplesPage })),
  ),
  'app.kanban': lazy(() => import('../features/sandbox/kanban/kanban-page').then((m) => ({ default: m.KanbanPage }))),
  'app.academyDashboard': lazy(() =>
    import('../features/sandbox/academy/academy-dashboard-page').then((m) => ({ default: m.AcademyDashboardPage })),
  ),
  'app.academyMyCourse': lazy(() =>
    import('../features/sandbox/academy/my-course-page').then((m) => ({ default: m.MyCoursePage })),
  ),
  'app.academyCourseDetails': lazy(() =>
    import('../features/sandbox/academy/course-details-page').then((m) => ({ default: m.CourseDetailsPage })),
  ),
  'app.logisticsDashboard': lazy(() =>
    import('../features/sandbox/logistics/logistics-dashboard-page').then((m) => ({
      default: m.LogisticsDashboardPage,
    })),
  ),
  'app.logisticsFleet': lazy(() =>
    import('../features/sandbox/logistics/fleet-page').then((m) => ({ default: m.FleetPage })),
  ),
  'app.roles': lazy(() => import('../features/sandbox/roles/roles-page').then((m) => ({ default: m.RolesPage }))),
  'ecommerce.dashboard': lazy(() =>
    import('../features/sandbox/ecommerce/dashboard-page').then((m) => ({ default: m.EcommerceDashboardPage })),
  ),
  'ecommerce.productList': lazy(() =>
    import('../features/sandbox/ecommerce/product-list-page').then((m) => ({ default: m.ProductListPage })),
  ),
  'ecommerce.productAdd': lazy(() =>
    import('../features/sandbox/ecommerce/product-add-page').then((m) => ({ default: m.ProductAddPage })),
  ),
  'ecommerce.categoryList': lazy(() =>
    import('../features/sandbox/ecommerce/category-list-page').then((m) => ({ default: m.CategoryListPage })),
  ),
  'ecommerce.orderList': lazy(() =>
    import('../features/sandbox/ecommerce/order-list-page').then((m) => ({ default: m.OrderListPage })),
  ),
  'ecommerce.orderDetails': lazy(() =>
    import('../features/sandbox/ecommerce/order-details-page').then((m) => ({ default: m.OrderDetailsPage })),
  ),
  'ecommerce.customerList': lazy(() =>
    import('../features/sandbox/ecommerce/customer-list-page').then((m) => ({ default: m.CustomerListPage })),
  ),
  'ecommerce.customerDetails': lazy(() =>
    import('../features/sandbox/ecommerce/customer-details-page').then((m) => ({ default: m.CustomerDetailsPage })),
  ),
  'ecommerce.customerDetailsTab': lazy(() =>
    import('../features/sandbox/ecommerce/customer-details-page').then((m) => ({ default: m.CustomerDetailsPage })),
  ),
  'ecommerce.manageReview': lazy(() =>
    import('../features/sandbox/ecommerce/review-list-page').then((m) => ({ default: m.ReviewListPage })),
  ),
  'ecommerce.referrals': lazy(() =>
    import('../features/sandbox/ecommerce/referrals-page').then((m) => ({ default: m.ReferralsPage })),
  ),
  'ecommerce.settings': lazy(() =>
    import('../features/sandbox/ecommerce/settings-page').then((m) => ({ default: m.SettingsPage })),
  ),
}
