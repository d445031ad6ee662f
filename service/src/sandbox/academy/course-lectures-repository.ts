import '../../db/tables/sandbox-roles-lectures.js'
import type { CourseDetails } from './schemas.js'
import type { LectureCompletionBody } from './schemas-lectures.js'
import { DOCUMENT_KEYS, findDocument } from '../shared/documents-repository.js'
import type { Handle } from '../shared/handle.js'

/**
 * Lecture completion per organization. The course details document (`sandbox_documents`) is shared, read-only
 * reference text; a scope's ticks live in `sandbox_lecture_progress` (one row per lecture it changed) and are laid
 * over the document when read, so one organization's ticks never show in another's course (migration 0141).
 */

/** The course details as the scope sees them: the document with the scope's ticks, each changed section's "done/all" recounted. */
export async function courseDetails(db: Handle, scope: string): Promise<CourseDetails | undefined> {
  const details = await findDocument<CourseDetails>(db, DOCUMENT_KEYS.courseDetails)
  if (!details) return undefined
  const ticks = await db
    .selectFrom('sandbox_lecture_progress')
    .select(['section_id', 'topic', 'is_completed'])
    .where('scope', '=', scope)
    .execute()
  for (const tick of ticks) {
    const section = details.content.find((s) => s.id === tick.section_id)
    const topic = section?.topics[tick.topic]
    if (!section || !topic) continue
    topic.isCompleted = tick.is_completed
    // Only a section the scope changed is recounted: the others keep the document's own status text.
    section.status = `${section.topics.filter((t) => t.isCompleted).length}/${section.topics.length}`
  }
  return details
}

/**
 * Marks one lecture of the course details done or not in the scope's copy (an upsert, so two toggles at once
 * both stick). Undefined when the document, the section or the lecture does not exist.
 */
export async function setLectureCompletion(
  db: Handle,
  scope: string,
  change: LectureCompletionBody,
): Promise<CourseDetails | undefined> {
  const details = await findDocument<CourseDetails>(db, DOCUMENT_KEYS.courseDetails)
  if (!details?.content.find((s) => s.id === change.sectionId)?.topics[change.topic]) return undefined
  await db
    .insertInto('sandbox_lecture_progress')
    .values({ scope, section_id: change.sectionId, topic: change.topic, is_completed: change.isCompleted })
    .onConflict((oc) => oc.columns(['scope', 'section_id', 'topic']).doUpdateSet({ is_completed: change.isCompleted }))
    .execute()
  return courseDetails(db, scope)
}
