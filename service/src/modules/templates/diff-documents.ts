import jsonPatch from 'fast-json-patch'

export type PatchOperation = {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test'
  path: string
  from?: string
  value?: unknown
}

/** RFC 6902 operations that turn `from` into `to`. */
export function diffDocuments(from: unknown, to: unknown): PatchOperation[] {
  return jsonPatch.compare(from as object, to as object) as PatchOperation[]
}

/** `from` with the patch applied, without touching `from`. */
export function applyDiff<T>(from: T, patch: PatchOperation[]): T {
  return jsonPatch.applyPatch(structuredClone(from), patch as jsonPatch.Operation[], true, false).newDocument
}
