/** What the upload example accepts: images and PDFs up to 5 MB, at most 5 files. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const MAX_FILES = 5
export const ACCEPT = ['image/png', 'image/jpeg', 'application/pdf']

export type FileProblem = 'type' | 'size' | 'count'

/** Splits picked files into the accepted ones and a problem for each refused one. */
export function checkFiles(current: number, picked: { name: string; size: number; type: string }[]) {
  const accepted: typeof picked = []
  const refused: { name: string; problem: FileProblem }[] = []
  for (const f of picked) {
    if (!ACCEPT.includes(f.type)) refused.push({ name: f.name, problem: 'type' })
    else if (f.size > MAX_FILE_BYTES) refused.push({ name: f.name, problem: 'size' })
    else if (current + accepted.length >= MAX_FILES) refused.push({ name: f.name, problem: 'count' })
    else accepted.push(f)
  }
  return { accepted, refused }
}
