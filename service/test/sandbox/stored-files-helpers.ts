import { access } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { bearer, login, type DemoRole } from '../helpers/app.js'
import { imageUpload } from './ecommerce-helpers.js'

/** Where the folder store keeps a key (tests run without S3). */
export const storedPath = (app: FastifyInstance, key: string) => path.join(app.config.DATA_DIR, 'files', key)

export const isStored = (app: FastifyInstance, key: string) =>
  access(storedPath(app, key)).then(
    () => true,
    () => false,
  )

/** Polls, since removal runs after the answer's transaction; generous for a busy machine. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return check()
}

export async function uploadMailFile(
  app: FastifyInstance,
  data: Buffer,
  name: string,
  type = 'text/plain',
  role: DemoRole = 'admin',
) {
  const { token } = await login(app, role)
  const body = imageUpload(data, name, type)
  return app.inject({
    method: 'POST',
    url: '/api/apps/email/attachments',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  })
}
