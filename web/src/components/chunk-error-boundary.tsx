import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { Component, type ReactNode } from 'react'
import { Translation } from 'react-i18next'

interface State {
  failed: boolean
}

/**
 * A screen's chunk can fail to load (a deploy replaced the hashed files, or the network dropped): offer a
 * reload instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Translation>
        {(t) => (
          <MessageBar intent="error">
            <MessageBarBody>{t('errors.unexpected')}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => location.reload()}>{t('retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
      </Translation>
    )
  }
}
