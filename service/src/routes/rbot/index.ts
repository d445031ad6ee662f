import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import path from 'node:path'
import { localStorage } from '../../domain/files/storage.js'
import files from './files.js'
import keys from './keys.js'

/** The recording bot's files and keys. Bytes live in DATA_DIR/files (one store for every instance on that folder). */
const rbot: FastifyPluginAsyncTypebox = async (app) => {
  const storage = localStorage(path.join(app.config.DATA_DIR, 'files'))
  await app.register(files(storage), { prefix: '/files' })
  await app.register(keys(storage))
}

export default rbot
