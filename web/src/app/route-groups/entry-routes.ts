import { paths } from '../../config/paths'
import { startRedirect } from '../start-redirect'
import type { AppRoute } from '../../lib/routing/route-types'
import { screens } from '../screens'
import { page, publicPage } from './helpers'

/** Redirect-only routes, sign-in pages and the misc pages. */
export const entryRoutes: AppRoute[] = [
  {
    path: paths.root.path,
    titleKey: 'home',
    layout: 'blank',
    redirect: ({ search, userData }) => startRedirect(search, userData),
  },
  {
    path: paths.inviteLink.path,
    titleKey: 'selfInterview',
    layout: 'blank',
    redirect: ({ params }) => ({ to: paths.selfInterviews.take.getHref({ id: params.uid ?? '' }) }),
  },
  {
    path: paths.userProfile.root.path,
    titleKey: 'userProfile',
    layout: 'default',
    redirect: () => ({ to: paths.userProfile.tab.getHref({ tab: 'profile' }) }),
  },
  {
    path: paths.accountSettings.root.path,
    titleKey: 'accountSettings',
    layout: 'default',
    redirect: () => ({ to: paths.accountSettings.tab.getHref({ tab: 'account' }) }),
  },

  page(paths.auth.login.path, 'login', { layout: 'blank', unauthenticatedOnly: true, screen: screens.login }),
  page(paths.auth.loginCopy.path, 'login', { layout: 'blank', unauthenticatedOnly: true, screen: screens.login }),
  page(paths.auth.register.path, 'register', { layout: 'blank', unauthenticatedOnly: true, screen: screens.register }),
  page(paths.auth.forgotPassword.path, 'forgotPassword', {
    layout: 'blank',
    unauthenticatedOnly: true,
    screen: screens.forgotPassword,
  }),
  page(paths.auth.resetPassword.path, 'resetPassword', {
    layout: 'blank',
    unauthenticatedOnly: true,
    screen: screens.resetPassword,
  }),

  publicPage(paths.misc.notAuthorized.path, 'notAuthorized', { screen: screens.notAuthorized }),
  publicPage(paths.misc.notAuthorizedAlias.path, 'notAuthorized', { screen: screens.notAuthorized }),
  publicPage(paths.misc.pageNotFound.path, 'pageNotFound', { screen: screens.notFound }),
  publicPage(paths.misc.comingSoon.path, 'comingSoon'),
  publicPage(paths.misc.underMaintenance.path, 'underMaintenance', { screen: screens.underMaintenance }),

  publicPage(paths.frontPages.checkout.path, 'frontCheckout', { screen: screens.checkout }),
  publicPage(paths.frontPages.helpCenter.path, 'frontHelpCenter', { screen: screens.helpCenter }),
  publicPage(paths.frontPages.helpCenterArticle.path, 'frontHelpCenterArticle', { screen: screens.helpArticle }),
  publicPage(paths.frontPages.landing.path, 'frontLanding', { screen: screens.landing }),
  publicPage(paths.frontPages.payment.path, 'frontPayment', { screen: screens.payment }),
  publicPage(paths.frontPages.pricing.path, 'frontPricing', { screen: screens.pricing }),

  ...Object.entries(paths.authDemos).map(([key, { path }]) =>
    publicPage(path, `authDemo.${key}` as AppRoute['titleKey'], { screen: screens.authDemo }),
  ),
]
