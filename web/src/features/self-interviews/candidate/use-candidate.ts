import { useCallback, useEffect, useState } from 'react'
import { failure, getPublicInterview, type PublicInterview } from '../api'
import { serverOffset } from './server-clock'

export type Gone = 'notFound' | 'revoked' | 'expired'

interface Outcome {
  data?: PublicInterview
  error?: unknown
  response?: Response
}

/**
 * The candidate's interview as the server has it, plus the clock offset. Every action answers the whole
 * state, so the screen always shows the server's truth (resume is just loading again).
 */
export function useCandidate(uid: string, fallbackError: string) {
  const [data, setData] = useState<PublicInterview>()
  const [offset, setOffset] = useState(0)
  const [gone, setGone] = useState<Gone>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const accept = useCallback(
    (outcome: Outcome) => {
      if (outcome.data) {
        setData(outcome.data)
        setOffset(serverOffset(outcome.data.serverTime))
        return true
      }
      const status = outcome.response?.status
      const f = failure(outcome.error, fallbackError)
      if (status === 404) setGone('notFound')
      else if (status === 410) setGone(f.code === 'DEBRIEF_LINK_REVOKED' ? 'revoked' : 'expired')
      else setError(f.message)
      return false
    },
    [fallbackError],
  )

  const reload = useCallback(async () => {
    setError(undefined)
    try {
      const outcome = await getPublicInterview(uid)
      // A malformed link (cut off, mistyped) is as unknown to the candidate as a link that never existed.
      if (outcome.response.status === 400) setGone('notFound')
      else accept(outcome)
    } catch {
      setError(fallbackError)
    }
  }, [uid, accept, fallbackError])

  useEffect(() => {
    void reload()
  }, [reload])

  /** Runs an action; a conflict (e.g. time ran out) shows its message and reloads the server's state. */
  const act = useCallback(
    async (call: () => Promise<Outcome>) => {
      setBusy(true)
      setError(undefined)
      try {
        const outcome = await call()
        const ok = accept(outcome)
        if (!ok && outcome.response?.status === 409)
          await getPublicInterview(uid).then(
            (r) => r.data && (setData(r.data), setOffset(serverOffset(r.data.serverTime))),
          )
        return ok
      } catch {
        setError(fallbackError)
        return false
      } finally {
        setBusy(false)
      }
    },
    [accept, uid, fallbackError],
  )

  return { data, offset, gone, error, busy, act, reload, setError }
}
