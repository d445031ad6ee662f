// @vitest-environment jsdom
import { act, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../lib/english-rest', () => ({
  loadEnglishRest: () => Promise.resolve(),
  loadEnglishAll: () => Promise.resolve(),
}))
const { lazyScreen } = await import('./lazy-screen')

// React's act() outside a test renderer needs this flag, or it warns.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('lazyScreen', () => {
  it('starts loading on preload, once, and the render uses that load', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>screen</p> }))
    const Screen = lazyScreen(load)
    Screen.preload()
    Screen.preload()
    expect(load).toHaveBeenCalledTimes(1)

    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(<Suspense fallback="loading">{<Screen />}</Suspense>))
    expect(host.textContent).toBe('screen')
    expect(load).toHaveBeenCalledTimes(1)
    act(() => root.unmount())
  })

  it('loads again on render after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>second try</p> })
    const Screen = lazyScreen(load)
    Screen.preload()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await Promise.resolve()

    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(<Suspense fallback="loading">{<Screen />}</Suspense>))
    expect(host.textContent).toBe('second try')
    expect(load).toHaveBeenCalledTimes(2)
    act(() => root.unmount())
  })
})

describe('lazyScreen with the start page’s data', () => {
  it('renders once the data given to the first preload has settled, not before', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>screen</p> }))
    let arrive: () => void = () => undefined
    Screen.preload(new Promise<void>((resolve) => (arrive = resolve)))

    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(<Suspense fallback="loading">{<Screen />}</Suspense>))
    expect(host.textContent).toBe('loading')
    await act(async () => arrive())
    expect(host.textContent).toBe('screen')
    act(() => root.unmount())
  })
})
