import type { Handle } from './handle.js'

/** Whole page documents (course details, help center, profile …): stored once, read by key. */
export async function findDocument<T>(db: Handle, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('sandbox_documents').select('body').where('key', '=', key).executeTakeFirst()
  return row?.body as T | undefined
}

export const DOCUMENT_KEYS = {
  courseDetails: 'academy/course-details',
  chatProfile: 'chat/profile-user',
  helpCenter: 'pages/help-center',
  helpCenterArticle: 'pages/help-center-article',
  /** One help-center article's body, by the slug the front pages address it with. */
  helpArticle: (slug: string) => `pages/help-center-article/${slug}`,
  profileHeader: 'pages/profile-header',
  profileTab: (tab: string) => `pages/profile/${tab}`,
  seeded: 'sandbox/seeded',
} as const
