import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { PendingMarker } from '../components/loading-bar'
import { BlankLayout } from './layouts/blank-layout'
import type { AppRoute, LayoutName, RouteParams } from '../lib/routing/route-types'
import { lazyScreen } from './lazy-screen'
import { screens } from './screens'

// The default layout (navigation, menus) is its own chunk: /login never downloads it.
export const DefaultLayout = lazyScreen(
  () => import('./layouts/default-layout').then((m) => ({ default: m.DefaultLayout })),
  'product',
)

const layouts: Record<LayoutName, typeof BlankLayout> = {
  blank: BlankLayout,
  default: DefaultLayout as typeof BlankLayout,
}

/** One route on screen: its layout stays mounted across routes that share it; only the screen suspends. */
export function RouteView({ route, params }: { route: AppRoute; params: RouteParams }) {
  const { t } = useTranslation()
  const title = t(route.titleKey, { ns: 'routes' })
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`
  }, [title, t])

  const Layout = layouts[route.layout]
  const Screen = route.screen ?? screens.comingSoon
  // The screen's chunk is fetched beside the layout's, not after it: the screen renders inside the layout.
  ;(Screen as { preload?: () => void }).preload?.()
  return (
    <Suspense fallback={<PendingMarker />}>
      <Layout route={route}>
        <ChunkErrorBoundary key={route.path}>
          <Suspense fallback={<PendingMarker />}>
            <Screen route={route} params={params} />
          </Suspense>
        </ChunkErrorBoundary>
      </Layout>
    </Suspense>
  )
}
