import type { FastifyInstance } from 'fastify'
import type { Readable } from 'node:stream'
import type { FileStorage } from '../../lib/files/storage.js'
import { liveUploads, releaseUpload, staleUploads, touchUploads } from './upload-reservation-repository.js'

/** How long shutdown waits for uploads cut by it to remove what they stored (on top of the request grace). */
const CLEANUP_WAIT_MS = 3_000

export interface UploadTracker {
  /** An upload in flight: its reservation is kept alive until `done` (called once its cleanup, if any, is over). */
  track(key: string, body: Readable): { done(): void }
  /** Removes what dead uploads left: reservations nobody touched for `staleMs`, with their bytes in the storage. */
  sweep(): Promise<number>
}

/**
 * Interrupted recording-bot uploads leave nothing behind (issue: `.partial` files of 219 MB after a restart):
 * - shutdown waits (bounded) for uploads it cut to remove their bytes and reservation;
 * - at start-up and then regularly, `.partial` files of the local store nobody wrote to for `staleMs` are removed
 *   (a live upload writes all the time; another instance's too), and S3 multipart uploads older than a day aborted;
 * - every instance touches the reservations of its uploads in flight, and sweeps those nobody touched for
 *   `staleMs` (their instance died: kill -9, a lost machine), removing their partial file or multipart upload.
 */
export function uploadTracker(app: FastifyInstance, storage: FileStorage, staleMs: number): UploadTracker {
  const active = new Map<string, { body: Readable; finished: Promise<void> }>()
  // Touched well inside the stale time, so a live upload is never taken for a dead one.
  const heartbeatEvery = Math.min(30_000, Math.max(500, Math.floor(staleMs / 4)))
  const sweepEvery = Math.min(60_000, Math.max(1000, Math.floor(staleMs / 2)))
  const tracker: UploadTracker = {
    track(key, body) {
      let finish!: () => void
      const finished = new Promise<void>((resolve) => (finish = resolve))
      active.set(key, { body, finished })
      return {
        done() {
          active.delete(key)
          finish()
        },
      }
    },
    async sweep() {
      const stale = (await staleUploads(app.db, staleMs)).filter((key) => !active.has(key))
      for (const key of stale) {
        await storage.remove(key)
        await releaseUpload(app.db, key)
      }
      if (stale.length)
        app.log.warn({ keys: stale.length }, 'removed the bytes of uploads that died with their instance')
      return stale.length
    },
  }

  let heartbeat: NodeJS.Timeout | undefined
  let sweeper: NodeJS.Timeout | undefined
  const sweepAll = async () => {
    await tracker.sweep()
    // A stalled client writes nothing for a while: its upload's reservation, touched by its instance, keeps it.
    const live = new Set([...(await liveUploads(app.db, staleMs)), ...active.keys()])
    const partials = await storage.sweepPartials(new Date(Date.now() - staleMs), live)
    if (partials) app.log.warn({ partials }, 'removed partial uploads left by an interrupted run')
  }
  app.addHook('onReady', async () => {
    await sweepAll().catch((err: unknown) => app.log.error({ err }, 'could not sweep interrupted uploads'))
    heartbeat = setInterval(() => {
      touchUploads(app.db, [...active.keys()]).catch((err: unknown) => app.log.warn({ err }, 'upload heartbeat failed'))
    }, heartbeatEvery).unref()
    sweeper = setInterval(() => {
      sweepAll().catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed'))
    }, sweepEvery).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
    clearInterval(sweeper)
    if (active.size === 0) return
    // The server has closed its connections: each upload still here is failing and removing its bytes.
    for (const { body } of active.values()) body.destroy(new Error('The service is shutting down'))
    const all = Promise.all([...active.values()].map((a) => a.finished))
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, CLEANUP_WAIT_MS).unref())])
  })
  return tracker
}
