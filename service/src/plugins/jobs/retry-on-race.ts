const RACES = new Set(['40P01', '23505'])

/**
 * Runs a pg-boss setup call (create a queue, a schedule) again when another instance starting at the same moment
 * raced it: pg-boss's queue creation adds a partition and its rows in one statement batch, and two instances doing it
 * at once deadlock (40P01) or collide on the queue's key (23505). The loser retries and finds the work done.
 */
export async function retryOnRace<T>(setup: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await setup()
    } catch (err) {
      if (attempt >= attempts || !RACES.has((err as { code?: string }).code ?? '')) throw err
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100))
    }
  }
}
