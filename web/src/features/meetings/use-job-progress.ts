import { useEffect, useState } from 'react'
import { getJob, type Job } from './api'

export const JOB_POLL_MS = 1000
const FINAL: Job['status'][] = ['completed', 'failed', 'cancelled']

export const isFinal = (job: Job | undefined) => Boolean(job && FINAL.includes(job.status))

/** Polls GET /api/jobs/{id} every second until the job finishes; `onFinished` fires once with the last state. */
export function useJobProgress(jobId: string | null, onFinished: (job: Job) => void) {
  const [job, setJob] = useState<Job>()
  const [lost, setLost] = useState(false)

  useEffect(() => {
    if (!jobId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const controller = new AbortController()
    setJob(undefined)
    setLost(false)
    const tick = async () => {
      const { data } = await getJob(jobId, controller.signal).catch(() => ({ data: undefined }))
      if (stopped) return
      if (data) setJob(data)
      else setLost(true)
      if (data && FINAL.includes(data.status)) return onFinished(data)
      timer = setTimeout(() => void tick(), JOB_POLL_MS)
    }
    void tick()
    return () => {
      stopped = true
      clearTimeout(timer)
      controller.abort()
    }
    // onFinished is a fresh closure each render; the poll depends on the job only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId])

  return { job, lost }
}
