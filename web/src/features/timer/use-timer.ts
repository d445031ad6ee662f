import { useCallback, useEffect, useRef, useState } from 'react'
import { STORAGE_PREFIX } from '../../lib/storage-prefix'
import { parseTimer, remaining, running, type TimerState } from './timer-state'

const KEY = `${STORAGE_PREFIX}timer`

/** A short beep through Web Audio (no sound file to ship). */
function beep() {
  try {
    const ctx = new AudioContext()
    const osc = ctx.createOscillator()
    osc.frequency.value = 880
    osc.connect(ctx.destination)
    osc.start()
    osc.stop(ctx.currentTime + 0.6)
    osc.onended = () => void ctx.close()
  } catch {
    // No audio device: the colour change still shows the end.
  }
}

/** The timer state, kept in local storage on every change, ticking while it runs; a beep at zero if asked. */
export function useTimer() {
  const [state, setState] = useState<TimerState>(() => parseTimer(localStorage.getItem(KEY)))
  const [now, setNow] = useState(() => Date.now())
  const wasRunning = useRef(running(state, Date.now()))

  useEffect(() => {
    localStorage.setItem(KEY, JSON.stringify(state))
  }, [state])
  useEffect(() => {
    if (state.endsAt === null) return
    const id = setInterval(() => setNow(Date.now()), 100)
    return () => clearInterval(id)
  }, [state.endsAt])
  const isRunning = running(state, now)
  useEffect(() => {
    if (wasRunning.current && !isRunning && state.endsAt !== null && state.sound) beep()
    wasRunning.current = isRunning
  }, [isRunning, state.endsAt, state.sound])

  const update = useCallback((change: (s: TimerState, now: number) => TimerState) => {
    const at = Date.now()
    setNow(at)
    setState((s) => change(s, at))
  }, [])
  return { state, left: remaining(state, now), isRunning, update }
}
