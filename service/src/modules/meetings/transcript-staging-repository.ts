import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { sql } from 'kysely'
import copyStreams from 'pg-copy-streams'
import { poolOf, type Db } from '../../db/create-db.js'
import '../../db/tables/transcript-uploads.js'

/** COPY messages of this size: each is written to the socket as it is (no copy), then the loop breathes. */
const SLICE_BYTES = 256 * 1024
/** Rows older than this are left over from a process that died mid-request. */
const STALE_AFTER = '1 hour'

/** PostgreSQL's binary COPY header: signature, flags, header-extension length. */
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)])

function* copyRows(id: string, jsonb: Buffer): Generator<Buffer> {
  const tuple = Buffer.alloc(2 + 4 + 16 + 4)
  tuple.writeInt16BE(2, 0) // two fields: id, segments
  tuple.writeInt32BE(16, 2)
  Buffer.from(id.replaceAll('-', ''), 'hex').copy(tuple, 6)
  tuple.writeInt32BE(jsonb.length, 22)
  yield Buffer.concat([HEADER, tuple])
  for (let at = 0; at < jsonb.length; at += SLICE_BYTES) yield jsonb.subarray(at, at + SLICE_BYTES)
  yield Buffer.from([0xff, 0xff]) // end of data: a field count of -1
}

/**
 * Streams a binary jsonb value (version byte + JSON text, as the parse worker writes it) into
 * `transcript_uploads` with COPY and returns the row's id. As a bind parameter, node-postgres would copy the whole
 * value into its write buffer on the request thread (over 100 ms for 20 MB on a busy machine, twice for an
 * upsert); COPY sends it as slices of the buffer the worker produced, with the socket's back-pressure.
 */
export async function stageSegments(db: Db, jsonb: Buffer): Promise<string> {
  const pool = poolOf(db)
  if (!pool) throw new Error('transcript staging needs the pool behind the database handle')
  const id = randomUUID()
  const client = await pool.connect()
  try {
    await pipeline(
      Readable.from(copyRows(id, jsonb), { objectMode: false }),
      client.query(copyStreams.from('COPY transcript_uploads (id, segments) FROM STDIN (FORMAT binary)')),
    )
  } catch (error) {
    // A COPY that failed half-way leaves the connection in an unknown state: drop it rather than reuse it.
    client.release(error as Error)
    throw error
  }
  client.release()
  return id
}

/** Deletes a staged row after it was moved (or its request failed), and any left over by a dead process. */
export async function dropStaged(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('transcript_uploads')
    .where((eb) => eb.or([eb('id', '=', id), eb('created_at', '<', sql<Date>`now() - ${STALE_AFTER}::interval`)]))
    .execute()
}
