import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export class DataDirBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One service per DATA_DIR: an exclusive pid file. A pid file whose process is gone (the service was
 * killed) is stale and taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockFile = path.join(dataDir, 'debrief.pid')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.rmSync(lockFile)
        } catch {
          /* already gone */
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(fs.readFileSync(lockFile, 'utf8'))
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirBusyError(
          `Another Debrief service (pid ${pid}) is already running on DATA_DIR ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
        )
      }
      fs.rmSync(lockFile, { force: true })
    }
  }
  throw new DataDirBusyError(`Could not lock DATA_DIR ${dataDir}`)
}

export interface DataDirSecrets {
  databasePassword: string
  jwtSecret: string
}

/** Secrets generated on the first start and kept (mode 0600) in DATA_DIR, so restarts keep sessions and the database password. */
export function dataDirSecrets(dataDir: string): DataDirSecrets {
  const file = path.join(dataDir, 'secrets.json')
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as DataDirSecrets
  const secrets: DataDirSecrets = {
    databasePassword: randomBytes(24).toString('base64url'),
    jwtSecret: randomBytes(48).toString('base64url'),
  }
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
