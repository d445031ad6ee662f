import { entry } from './href'

/** The admin-template demo areas: a persisted sandbox. */
export const sandboxPaths = {
  userProfile: { root: entry('/pages/user-profile'), tab: entry('/pages/user-profile/:tab') },
  accountSettings: { root: entry('/pages/account-settings'), tab: entry('/pages/account-settings/:tab') },

  frontPages: {
    checkout: entry('/front-pages/checkout'),
    helpCenter: entry('/front-pages/help-center'),
    helpCenterArticle: entry('/front-pages/help-center/article/:title'),
    landing: entry('/front-pages/landing-page'),
    payment: entry('/front-pages/payment'),
    pricing: entry('/front-pages/pricing'),
  },

  authDemos: {
    loginV1: entry('/pages/authentication/login-v1'),
    loginV2: entry('/pages/authentication/login-v2'),
    registerV1: entry('/pages/authentication/register-v1'),
    registerV2: entry('/pages/authentication/register-v2'),
    registerMultiSteps: entry('/pages/authentication/register-multi-steps'),
    forgotPasswordV1: entry('/pages/authentication/forgot-password-v1'),
    forgotPasswordV2: entry('/pages/authentication/forgot-password-v2'),
    resetPasswordV1: entry('/pages/authentication/reset-password-v1'),
    resetPasswordV2: entry('/pages/authentication/reset-password-v2'),
    twoStepsV1: entry('/pages/authentication/two-steps-v1'),
    twoStepsV2: entry('/pages/authentication/two-steps-v2'),
    verifyEmailV1: entry('/pages/authentication/verify-email-v1'),
    verifyEmailV2: entry('/pages/authentication/verify-email-v2'),
  },

  dashboards: {
    analytics: entry('/dashboards/analytics'),
    crm: entry('/dashboards/crm'),
    ecommerce: entry('/dashboards/ecommerce'),
    academy: entry('/dashboards/academy'),
    logistics: entry('/dashboards/logistics'),
  },

  apps: {
    academyDashboard: entry('/apps/academy/dashboard'),
    academyMyCourse: entry('/apps/academy/my-course'),
    academyCourseDetails: entry('/apps/academy/course-details'),
    calendar: entry('/apps/calendar'),
    chat: entry('/apps/chat'),
    email: entry('/apps/email'),
    kanban: entry('/apps/kanban'),
    logisticsDashboard: entry('/apps/logistics/dashboard'),
    logisticsFleet: entry('/apps/logistics/fleet'),
    permissions: entry('/apps/permissions'),
    roles: entry('/apps/roles'),
    userList: entry('/apps/user/list'),
    userView: entry('/apps/user/view/:id'),
  },

  ecommerce: {
    dashboard: entry('/apps/ecommerce/dashboard'),
    productList: entry('/apps/ecommerce/product/list'),
    productAdd: entry('/apps/ecommerce/product/add'),
    categoryList: entry('/apps/ecommerce/product/category-list'),
    orderList: entry('/apps/ecommerce/order/list'),
    orderDetails: entry('/apps/ecommerce/order/details/:id'),
    customerList: entry('/apps/ecommerce/customer/list'),
    customerDetails: entry('/apps/ecommerce/customer/details/:id'),
    customerDetailsTab: entry('/apps/ecommerce/customer/details/:id/:tab'),
    manageReview: entry('/apps/ecommerce/manage-review'),
    referrals: entry('/apps/ecommerce/referrals'),
    settings: entry('/apps/ecommerce/settings'),
  },

  invoice: {
    list: entry('/apps/invoice/list'),
    preview: entry('/apps/invoice/preview/:id'),
    edit: entry('/apps/invoice/edit/:id'),
    add: entry('/apps/invoice/add'),
  },

  templatePages: {
    faq: entry('/pages/faq'),
    pricing: entry('/pages/pricing'),
    dialogs: entry('/pages/dialog-examples'),
  },

  // The spec names these groups without listing their screens; each group is one sandbox route for now.
  demoGroups: {
    charts: entry('/charts/*'),
    components: entry('/components/*'),
    extensions: entry('/extensions/*'),
    forms: entry('/forms/*'),
    tables: entry('/tables/*'),
    wizardExamples: entry('/wizard-examples/*'),
    cards: entry('/pages/cards/*'),
  },
} as const

export const ACCOUNT_SETTINGS_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const
