import { atom } from 'jotai'

// Spec sections 4 and 9 with the numbers: start near 10, random 5-15 steps every 800 ms, hold at 82,
// 100 on resolve, back to nothing 300 ms later.
export const LOADING = { start: 10, minStep: 5, maxStep: 15, tickMs: 800, cap: 82, resetMs: 300 } as const

/** The next width while pending; `random` is in [0, 1). */
export const nextProgress = (current: number, random: number): number =>
  Math.min(LOADING.cap, current + LOADING.minStep + random * (LOADING.maxStep - LOADING.minStep))

/** How many things are pending now: lazy screens (Suspense fallbacks) and screens' data loads. */
export const pendingCountAtom = atom(0)
export const pendingAtom = atom(
  (get) => get(pendingCountAtom) > 0,
  (get, set, delta: 1 | -1) => set(pendingCountAtom, Math.max(0, get(pendingCountAtom) + delta)),
)
