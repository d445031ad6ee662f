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
  accounts: lazy(() => import('../features/accounts/accounts-page').then((m) => ({ default: m.AccountsPage }))),
}
