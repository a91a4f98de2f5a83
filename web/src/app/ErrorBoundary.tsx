import { Component, type ErrorInfo, type ReactNode } from 'react'

import { ChunkErrorPage } from '../features/errors/ChunkErrorPage'
import { ServerErrorPage } from '../features/errors/ErrorPage'
import { isChunkLoadError } from '../lib/chunks'

interface Props {
  children: ReactNode
  /** Changes (the path) clear a caught error. */
  resetKey?: string
  onReload?: () => void
}

/** Catches render and chunk errors so the visitor never sees a blank screen. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null })
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.warn('Page error', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (isChunkLoadError(error))
      return <ChunkErrorPage error={error} onReload={this.props.onReload ?? (() => window.location.reload())} />
    return <ServerErrorPage />
  }
}
