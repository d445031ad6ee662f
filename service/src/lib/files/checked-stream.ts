import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { sniffFile, type Sniffed } from './sniff.js'

export class UploadRejected extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

const HEAD_BYTES = 64

/**
 * Passes the upload through while it checks it: the type from the first bytes (415 when unknown) and the size
 * against `maxBytes` (413 past it). Only the head is held in memory, so a 2 GB file streams in constant space.
 */
export class CheckedUpload<S extends { mime: string } = Sniffed> extends Transform {
  sniffed: S | null = null
  bytes = 0
  private head: Buffer[] = []
  private headLength = 0

  /** `sniff` tells the type from the head, null when the type is refused with `refused` (the recording bot's by default). */
  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: string,
    private readonly sniff: (head: Buffer) => S | null = sniffFile as unknown as (head: Buffer) => S | null,
    private readonly refused = 'The file type is not accepted: audio, video, WebVTT, SRT, JSON, text or PDF',
  ) {
    super()
  }

  /**
   * Pipes `source` (a multipart file part) through the checker and returns the checker, for the store to read.
   * `pipe` forwards neither the source's error nor its premature close: without this the store would wait for the
   * rest forever (a client gone mid-upload, a body that stops inside the file part). The source may have failed
   * already while the route awaited something else (a body that ends inside the part is parsed whole at once, its
   * 'error' and 'close' then past), so its state is read as well as its events.
   */
  from(source: Readable): this {
    const cutOff = (error?: Error | null) => {
      if (!source.readableEnded) this.destroy(error ?? source.errored ?? new Error('The upload was cut off'))
    }
    source.once('error', cutOff)
    source.once('close', () => cutOff())
    if (source.destroyed) cutOff()
    return source.pipe(this)
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length
    if (this.bytes > this.maxBytes) return done(new UploadRejected(413, this.tooLarge))
    if (this.sniffed) return done(null, chunk)
    this.head.push(chunk)
    this.headLength += chunk.length
    if (this.headLength < HEAD_BYTES) return done()
    this.decide(done)
  }

  override _flush(done: TransformCallback) {
    if (this.sniffed) return done()
    if (this.headLength === 0) return done(new UploadRejected(415, 'The file is empty'))
    this.decide(done)
  }

  private decide(done: TransformCallback) {
    const all = Buffer.concat(this.head)
    this.sniffed = this.sniff(all)
    this.head = []
    if (!this.sniffed) return done(new UploadRejected(415, this.refused))
    done(null, all)
  }
}
