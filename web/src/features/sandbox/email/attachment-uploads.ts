/** One picked file on its way to the service: uploading (with a percentage), stored (with its id), or refused. */
export type PickedFile =
  | { key: string; fileName: string; size: string; state: 'uploading'; pct: number }
  | { key: string; fileName: string; size: string; state: 'stored'; id: string }
  | { key: string; fileName: string; size: string; state: 'failed'; reason: string }

export const MAX_FILES = 10

export const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Adds newly picked files as uploading, keeping the earlier ones; never more than MAX_FILES in all. */
export function addPicked(list: PickedFile[], files: { name: string; size: number }[], keyOf: () => string) {
  const room = Math.max(0, MAX_FILES - list.length)
  const added = files.slice(0, room).map((f): PickedFile => ({
    key: keyOf(),
    fileName: f.name.slice(0, 200),
    size: sizeOf(f.size),
    state: 'uploading',
    pct: 0,
  }))
  return { list: [...list, ...added], added }
}

/** Replaces the entry with `key` by `change`'s state (progress, stored, failed). */
export function updatePicked(list: PickedFile[], key: string, change: Partial<PickedFile> & Pick<PickedFile, 'state'>) {
  return list.map((f) => (f.key === key ? ({ ...f, ...change } as PickedFile) : f))
}

/** What compose sends: only the stored files, by id; uploading ones hold the send back (see `stillUploading`). */
export const composedAttachments = (list: PickedFile[]) =>
  list.flatMap((f) => (f.state === 'stored' ? [{ fileName: f.fileName, size: f.size, id: f.id }] : []))

export const stillUploading = (list: PickedFile[]) => list.some((f) => f.state === 'uploading')
