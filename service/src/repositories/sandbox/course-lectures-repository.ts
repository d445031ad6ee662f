import type { CourseDetails } from '../../schemas/sandbox/academy.js'
import type { LectureCompletionBody } from '../../schemas/sandbox/academy-lectures.js'
import { DOCUMENT_KEYS } from './documents-repository.js'
import type { Handle } from './handle.js'

/**
 * Marks one lecture of the course details done or not and recounts its section's "done/all" status. The row is
 * locked for the read-modify-write so two toggles at once (two tabs, two service instances) both stick.
 * Undefined when the document, the section or the lecture does not exist.
 */
export async function setLectureCompletion(db: Handle, change: LectureCompletionBody): Promise<CourseDetails | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('sandbox_documents').select('body').where('key', '=', DOCUMENT_KEYS.courseDetails).forUpdate().executeTakeFirst()
    const details = row?.body as CourseDetails | undefined
    const section = details?.content.find((s) => s.id === change.sectionId)
    const topic = section?.topics[change.topic]
    if (!details || !section || !topic) return undefined
    topic.isCompleted = change.isCompleted
    section.status = `${section.topics.filter((t) => t.isCompleted).length}/${section.topics.length}`
    await trx.updateTable('sandbox_documents').set({ body: JSON.stringify(details) }).where('key', '=', DOCUMENT_KEYS.courseDetails).execute()
    return details
  })
}
