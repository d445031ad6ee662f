import { sql } from 'kysely'
import { masksTranscripts } from '../meetings/index.js'
import type { Handle } from '../../db/handle.js'
import '../../db/tables/transcript-lines.js'
import { SEARCH_LANGUAGES } from './transcript-search-schemas.js'
import { REGCONFIG, inOrg, orgUnmasked, type TextSearchScope } from './transcript-search-repository.js'
import type { AskQuote } from './ask-schemas.js'

export const ASK_QUOTES = 8

/**
 * The utterances that best answer a question: any of its content words (an OR query, parsed per language as the
 * transcript search does), ranked by `ts_rank_cd`, the top few across meetings. The text is the line as the
 * caller's transcript view shows it — masked where the organization masks — so a quote is always verbatim.
 */
export async function askLines(
  db: Handle,
  scope: Pick<TextSearchScope, 'orgId'>,
  words: string[],
  limit = ASK_QUOTES,
): Promise<AskQuote[]> {
  if (words.length === 0) return []
  const q = words.join(' or ')
  const masking = scope.orgId === null ? [false, true] : [await masksTranscripts(db, scope.orgId)]
  const parts = []
  for (const lang of SEARCH_LANGUAGES) {
    const query = sql`websearch_to_tsquery(${sql.lit(REGCONFIG[lang])}::regconfig, ${q})`
    for (const masked of masking) {
      const where = scope.orgId === null ? sql` and ${masked ? sql`not ` : sql``}${orgUnmasked('l.org_id')}` : sql``
      const branch = (tsv: 'l.tsv' | 'l.masked_tsv', extra: ReturnType<typeof sql<boolean>>) =>
        sql`select l.meeting_id, l.seq, ${sql.raw(String(masked))} as masked,
            ts_rank_cd(${sql.ref(tsv)}, ${query}, 1) as rank
          from transcript_lines l
          where ${inOrg('l.org_id', scope.orgId)} and ${sql.ref(tsv)} @@ ${query}
            and l.language = ${sql.lit(lang)} and ${extra}${where}`
      if (!masked) parts.push(branch('l.tsv', sql<boolean>`true`))
      else {
        // As the search: unchanged by masking, found by its tsv; changed, by its masked form; not yet masked, never.
        parts.push(branch('l.tsv', sql<boolean>`l.masked = l.text`))
        parts.push(branch('l.masked_tsv', sql<boolean>`true`))
      }
    }
  }
  const { rows } = await sql<{
    meeting_id: string
    meeting_title: string
    speaker: string | null
    start_ms: number
    text: string
    rank: number
  }>`
    with hits as (${sql.join(parts, sql` union all `)}),
    best as (
      select meeting_id, seq, bool_or(masked) as masked, max(rank) as rank from hits
      group by meeting_id, seq order by rank desc, meeting_id, seq limit ${limit}
    )
    select b.meeting_id, m.title as meeting_title, l.speaker, l.start_ms, b.rank::float8 as rank,
           case when b.masked then l.masked else l.text end as text
    from best b
    join transcript_lines l on l.meeting_id = b.meeting_id and l.seq = b.seq
    join meetings m on m.id = b.meeting_id
    order by b.rank desc, b.meeting_id, b.seq`.execute(db)
  return rows.map((r) => ({
    meetingId: r.meeting_id,
    meetingTitle: r.meeting_title,
    speaker: r.speaker,
    startMs: r.start_ms,
    text: r.text,
    rank: r.rank,
  }))
}
