import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { LOADING, nextProgress, pendingAtom } from './loading-progress'

describe('loading bar progress', () => {
  it('grows by 5 to 15 percent a tick', () => {
    expect(nextProgress(10, 0)).toBe(15)
    expect(nextProgress(10, 0.999)).toBeCloseTo(24.99, 1)
  })

  it('holds at 82 percent while pending', () => {
    let progress: number = LOADING.start
    for (let i = 0; i < 50; i++) progress = nextProgress(progress, Math.random())
    expect(progress).toBe(82)
  })

  it('counts overlapping pending work', () => {
    const store = createStore()
    store.set(pendingAtom, 1)
    store.set(pendingAtom, 1)
    store.set(pendingAtom, -1)
    expect(store.get(pendingAtom)).toBe(true)
    store.set(pendingAtom, -1)
    expect(store.get(pendingAtom)).toBe(false)
  })
})
