import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { fileStorageFor } from '../../../lib/files/file-storage.js'
import { uploadTracker } from '../upload-tracker.js'
import files from './files.js'
import keys from './keys.js'

/** The recording bot's files and keys. Bytes live in S3 when configured, else in DATA_DIR/files. */
const rbot: FastifyPluginAsyncTypebox = async (app) => {
  const storage = fileStorageFor(app.config)
  const uploads = uploadTracker(app, storage, app.config.UPLOAD_STALE_SECONDS * 1000)
  await app.register(files(storage, uploads), { prefix: '/files' })
  await app.register(keys(storage, uploads))
}

export default rbot
