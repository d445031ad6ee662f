import type { FastifyBaseLogger } from 'fastify'
import type { FileStorage } from '../../lib/files/storage.js'

/**
 * Removes files whose rows are already gone (called after the deleting transaction commits, so a rollback never
 * loses bytes a row still names). A failed remove is logged and skipped: the request that deleted the rows has
 * succeeded, and a leftover file is only wasted space.
 */
export async function dropStoredFiles(storage: FileStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key)
    } catch (err) {
      log.warn({ err, key }, 'sandbox: could not remove a stored file')
    }
  }
}
