import { json } from '../../db/handle.js'
import type { Db } from '../../db/create-db.js'
import { DEMO_ORGANIZATIONS } from '../demo-accounts.js'
import { DEMO_QUESTION_SETS } from './question-sets.js'

/** Idempotent: version 1 of each set per demo organization, skipped when it exists (unique name and version). */
export async function seedQuestionSets(db: Db): Promise<void> {
  const orgs = await db
    .selectFrom('organizations')
    .select('id')
    .where(
      'slug',
      'in',
      DEMO_ORGANIZATIONS.map((o) => o.slug),
    )
    .execute()
  for (const org of orgs) {
    await db
      .insertInto('templates')
      .values(
        DEMO_QUESTION_SETS.map((s) => ({
          org_id: org.id,
          kind: 'question-set' as const,
          name: s.name,
          document: json(s.document),
        })),
      )
      .onConflict((oc) => oc.columns(['org_id', 'kind', 'name', 'version']).doNothing())
      .execute()
  }
}
