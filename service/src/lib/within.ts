/**
 * Waits for `work` at most `ms`: true when it settled in time (a rejection is logged through `onError`), false when
 * the time ran out (the work goes on unawaited). Every step of a shutdown goes through this (the job queue, the
 * service's close, the pool), so a close never hangs on a worker, a pool or a database that stopped answering.
 */
export async function within(work: Promise<unknown>, ms: number, onError: (err: unknown) => void): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([
      work.then(
        () => true,
        (err: unknown) => {
          onError(err)
          return true
        },
      ),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}
