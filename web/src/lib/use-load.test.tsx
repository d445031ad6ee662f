// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestEarly } from './early-requests'
import { useLoad } from './use-load'

// React's act() outside a test renderer needs this flag, or it warns.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Figures({ fetcher, renders }: { fetcher: () => Promise<{ data?: { n: number } }>; renders: string[] }) {
  const loaded = useLoad(fetcher, [], 'failed', { early: '/api/landing' })
  renders.push(loaded.loading ? 'loading' : `n=${loaded.data?.n}`)
  return <p>{loaded.loading ? 'loading' : loaded.data?.n}</p>
}

/** Mounts Figures, lets its loads settle, and gives what it rendered; unmounted again after each test. */
let unmount = () => undefined as void
async function mount(fetcher: () => Promise<{ data?: { n: number } }>) {
  const renders: string[] = []
  const host = document.createElement('div')
  const root = createRoot(host)
  unmount = () => act(() => root.unmount())
  await act(async () => root.render(<Figures fetcher={fetcher} renders={renders} />))
  return { renders, text: host.textContent }
}

describe('useLoad with an early answer', () => {
  afterEach(() => {
    unmount()
    vi.unstubAllGlobals()
  })

  it('shows an answer already in at its first render and asks for nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"n":7}', { status: 200 })),
    )
    await requestEarly('/api/landing', 't1')
    const fetcher = vi.fn(async () => ({ data: { n: 8 } }))
    const { renders } = await mount(fetcher)
    expect(renders[0]).toBe('n=7')
    expect(renders).not.toContain('loading')
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('loads as usual when no early answer is in (a second mount, a failed answer)', async () => {
    const fetcher = vi.fn(async () => ({ data: { n: 8 } }))
    const { renders, text } = await mount(fetcher)
    expect(renders[0]).toBe('loading')
    expect(text).toBe('8')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
