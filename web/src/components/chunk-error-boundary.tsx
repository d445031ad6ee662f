import { Component, type ReactNode } from 'react'
import { Translation } from 'react-i18next'
import { StatusPage } from './status-page'

interface State {
  failed: boolean
}

/**
 * The 500 screen: a screen threw while rendering, or its chunk failed to load (a deploy replaced the hashed
 * files, or the network dropped). The way out is a full reload of the app, which fetches fresh files.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Translation ns="misc">
        {(t) => (
          <StatusPage
            code={t('serverError.code')}
            title={t('serverError.title')}
            body={t('serverError.body')}
            actionLabel={t('retry', { ns: 'common' })}
            actionHref={location.pathname + location.search}
            fullReload
          />
        )}
      </Translation>
    )
  }
}
