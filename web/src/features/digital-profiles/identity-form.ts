import type { ProfilePatch, ProfileSummary } from './api'

/** The limits of UpdateProfileBody (service/src/schemas/product/profiles.ts), checked before sending. */
export const LIMITS = { text: 120, email: 254, tag: 40, tags: 20 } as const

/** The edit dialog's fields as typed: empty text means "not set". */
export interface IdentityForm {
  fullName: string
  email: string
  title: string
  company: string
  tags: string[]
}

export const toForm = (p: Pick<ProfileSummary, 'fullName' | 'email' | 'title' | 'company' | 'tags'>): IdentityForm => ({
  fullName: p.fullName,
  email: p.email ?? '',
  title: p.title ?? '',
  company: p.company ?? '',
  tags: [...p.tags],
})

/**
 * Adds the comma-separated tags in `text` to `tags`: trimmed, empties dropped, and a tag already there in
 * another letter case is not added twice (the service rejects duplicates).
 */
export function addTags(tags: string[], text: string): string[] {
  const out = [...tags]
  for (const raw of text.split(',')) {
    const tag = raw.trim()
    if (tag && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag)
  }
  return out
}

const orNull = (text: string) => text.trim() || null

/** Only what changed, as PATCH wants it (at least one field); an empty optional field becomes null. */
export function identityPatch(before: IdentityForm, after: IdentityForm): ProfilePatch {
  const patch: ProfilePatch = {}
  if (after.fullName.trim() !== before.fullName.trim()) patch.fullName = after.fullName.trim()
  if (orNull(after.email) !== orNull(before.email)) patch.email = orNull(after.email)
  if (orNull(after.title) !== orNull(before.title)) patch.title = orNull(after.title)
  if (orNull(after.company) !== orNull(before.company)) patch.company = orNull(after.company)
  if (after.tags.join('\n') !== before.tags.join('\n')) patch.tags = after.tags
  return patch
}

export type IdentityField = keyof IdentityForm

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Client-side checks, so the common mistakes get a clear message before a round trip; keys of the problems. */
export function validateIdentity(
  form: IdentityForm,
): Partial<Record<IdentityField, 'required' | 'tooLong' | 'email' | 'tooMany'>> {
  const problems: ReturnType<typeof validateIdentity> = {}
  if (!form.fullName.trim()) problems.fullName = 'required'
  else if (form.fullName.trim().length > LIMITS.text) problems.fullName = 'tooLong'
  const email = form.email.trim()
  if (email && (email.length > LIMITS.email || !EMAIL.test(email))) problems.email = 'email'
  if (form.title.trim().length > LIMITS.text) problems.title = 'tooLong'
  if (form.company.trim().length > LIMITS.text) problems.company = 'tooLong'
  if (form.tags.length > LIMITS.tags) problems.tags = 'tooMany'
  else if (form.tags.some((t) => t.length > LIMITS.tag)) problems.tags = 'tooLong'
  return problems
}
