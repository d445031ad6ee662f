import { lazy } from 'react'

/**
 * Every screen is a dynamic import, so each becomes its own chunk fetched on first visit. Routes whose screen a
 * later issue builds share the coming-soon chunk until then.
 */
export const screens = {
  comingSoon: lazy(() => import('../features/misc/coming-soon-page').then((m) => ({ default: m.ComingSoonPage }))),
  notFound: lazy(() => import('../features/misc/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
  notAuthorized: lazy(() => import('../features/misc/not-authorized-page').then((m) => ({ default: m.NotAuthorizedPage }))),
  login: lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage }))),
  register: lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage }))),
  forgotPassword: lazy(() => import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage }))),
  resetPassword: lazy(() => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage }))),
  authDemo: lazy(() => import('../features/auth/auth-demo-page').then((m) => ({ default: m.AuthDemoPage }))),
  landing: lazy(() => import('../features/front-pages/landing-page').then((m) => ({ default: m.LandingPage }))),
  pricing: lazy(() => import('../features/front-pages/pricing-page').then((m) => ({ default: m.PricingPage }))),
  helpCenter: lazy(() => import('../features/front-pages/help-center-page').then((m) => ({ default: m.HelpCenterPage }))),
  helpArticle: lazy(() => import('../features/front-pages/help-article-page').then((m) => ({ default: m.HelpArticlePage }))),
  payment: lazy(() => import('../features/front-pages/payment-page').then((m) => ({ default: m.PaymentPage }))),
  checkout: lazy(() => import('../features/front-pages/checkout-page').then((m) => ({ default: m.CheckoutPage }))),
  underMaintenance: lazy(() => import('../features/misc/under-maintenance-page').then((m) => ({ default: m.UnderMaintenancePage }))),
  accounts: lazy(() => import('../features/accounts/accounts-page').then((m) => ({ default: m.AccountsPage }))),
  userProfile: lazy(() => import('../features/user-profile/user-profile-page').then((m) => ({ default: m.UserProfilePage }))),
  accountSettings: lazy(() => import('../features/account-settings/account-settings-page').then((m) => ({ default: m.AccountSettingsPage }))),
  meetingList: lazy(() => import('../features/meetings/meeting-list-page').then((m) => ({ default: m.MeetingListPage }))),
  meeting: lazy(() => import('../features/meetings/meeting-page').then((m) => ({ default: m.MeetingPage }))),
  reportList: lazy(() => import('../features/reports/report-list-page').then((m) => ({ default: m.ReportListPage }))),
  report: lazy(() => import('../features/reports/report-page').then((m) => ({ default: m.ReportPage }))),
  digitalProfileList: lazy(() => import('../features/digital-profiles/digital-profile-list-page').then((m) => ({ default: m.DigitalProfileListPage }))),
  digitalProfile: lazy(() => import('../features/digital-profiles/digital-profile-page').then((m) => ({ default: m.DigitalProfilePage }))),
  publicReport: lazy(() => import('../features/public-report/public-report-page').then((m) => ({ default: m.PublicReportPage }))),
  reportExample: lazy(() => import('../features/report-guides/report-example-page').then((m) => ({ default: m.ReportExamplePage }))),
  selfInterviewList: lazy(() => import('../features/self-interviews/manager/list-page').then((m) => ({ default: m.SelfInterviewListPage }))),
  selfInterview: lazy(() => import('../features/self-interviews/manager/detail-page').then((m) => ({ default: m.SelfInterviewPage }))),
  takeInterview: lazy(() => import('../features/self-interviews/candidate/take-page').then((m) => ({ default: m.TakeInterviewPage }))),
  onePageInterview: lazy(() => import('../features/self-interviews/candidate/one-page').then((m) => ({ default: m.OnePageInterviewPage }))),
  timer: lazy(() => import('../features/timer/timer-page').then((m) => ({ default: m.TimerPage }))),
  reportTemplate: lazy(() => import('../features/report-guides/report-template-page').then((m) => ({ default: m.ReportTemplatePage }))),
}
