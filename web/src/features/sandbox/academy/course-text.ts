/** "done/all" of a section recounted from its lectures (the screen updates it before the service answers). */
export function sectionStatus(topics: { isCompleted: boolean }[]): string {
  return `${topics.filter((t) => t.isCompleted).length}/${topics.length}`
}
