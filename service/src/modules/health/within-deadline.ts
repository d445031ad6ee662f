const HEALTH_DB_TIMEOUT_MS = 1500

/**
 * The probe's database question, answered within 1.5 s whatever the database does: a stopped server would otherwise
 * hold the probe open. Rejects on timeout.
 */
export async function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_DB_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
