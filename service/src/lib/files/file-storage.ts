import path from 'node:path'
import type { Config } from '../../config/load-config.js'
import { s3Storage } from './s3-storage.js'
import { localStorage, type FileStorage } from './storage.js'

/** S3 when S3_ENDPOINT, S3_BUCKET and both keys are set (several instances share the files); DATA_DIR/files otherwise. */
export function fileStorageFor(config: Config): FileStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: S3_REGION,
    })
  }
  return localStorage(path.join(config.DATA_DIR, 'files'))
}
