/** A transcript that cannot be read; `line` is 1-based so an editor can jump straight to it. */
export class TranscriptParseError extends Error {
  readonly line: number
  constructor(line: number, detail: string) {
    super(`Line ${line}: ${detail}`)
    this.name = 'TranscriptParseError'
    this.line = line
  }
}
