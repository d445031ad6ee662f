import { sql, type RawBuilder } from 'kysely'
import { masksTranscripts } from '../meetings/index.js'
import type { Handle } from '../../db/handle.js'
import '../../db/tables/transcript-lines.js'
import { SEARCH_LANGUAGES, type SearchLanguage, type TranscriptSearchPage } from './transcript-search-schemas.js'
import { snippetParts, HEADLINE_OPTIONS, MARKS } from './snippet.js'

export interface TextSearchScope {
  /** null: every organization (the superadmin). */
  orgId: string | null
  transcripts: boolean
  reports: boolean
}

export const REGCONFIG: Record<SearchLanguage, string> = {
  en: 'english',
  ru: 'russian',
  fr: 'french',
  ar: 'simple',
  other: 'simple',
}

export const inOrg = (column: string, orgId: string | null) =>
  orgId ? sql<boolean>`${sql.ref(column)} = ${orgId}` : sql<boolean>`true`
// Masked unless the organization turned masking off (the transcript route's rule, `masksTranscripts`).
export const orgUnmasked = (column: string) =>
  sql<boolean>`exists (select 1 from transcript_privacy p where p.org_id = ${sql.ref(column)} and not p.mask_transcripts)`

/**
 * Full-text search over the caller's transcripts (one hit per utterance) and reports, in one statement: the query
 * is parsed with `websearch_to_tsquery` once per language and matched against rows indexed in that language (GIN
 * on organization and tsvector),
 * ranked by `ts_rank_cd`; only the page's rows get a `ts_headline`. An organization that masks transcripts is
 * searched in the masked text only, so a hidden value is neither found nor quoted.
 */
export async function searchText(
  db: Handle,
  scope: TextSearchScope,
  q: string,
  options: { lang?: SearchLanguage; page: number; pageSize: number },
): Promise<TranscriptSearchPage> {
  const { page, pageSize } = options
  const langs = options.lang ? [options.lang] : [...SEARCH_LANGUAGES]
  // A member's organization masks or not (one row); the superadmin's search covers both kinds of organization.
  const masks = scope.orgId === null ? null : await masksTranscripts(db, scope.orgId)
  const parts = []
  // One branch per language, its tsquery a constant the planner can take to the (org_id, tsv) GIN index.
  for (const lang of langs) {
    const query = sql`websearch_to_tsquery(${sql.lit(REGCONFIG[lang])}::regconfig, ${q})`
    const line = (masked: boolean, tsv: 'l.tsv' | 'l.masked_tsv', where: RawBuilder<boolean>) =>
      sql`select 'transcript' as kind, l.meeting_id as id, l.seq, ${sql.raw(String(masked))} as masked,
          ${sql.lit(lang)}::text as lang, ts_rank_cd(${sql.ref(tsv)}, ${query}, 1) as rank
        from transcript_lines l
        where ${inOrg('l.org_id', scope.orgId)} and ${sql.ref(tsv)} @@ ${query} and l.language = ${sql.lit(lang)}
          and ${where}`
    if (scope.transcripts) {
      if (masks === null) {
        // Every organization: one pass over the tsv index serves both kinds (a line of an organization that shows
        // transcripts, or one masking left as it was: the same text either way), so a common word's lines are
        // fetched once, not once per kind; a line masking changed is found only by its masked form.
        parts.push(line(false, 'l.tsv', sql<boolean>`(l.masked = l.text or ${orgUnmasked('l.org_id')})`))
        parts.push(line(true, 'l.masked_tsv', sql<boolean>`not ${orgUnmasked('l.org_id')}`))
      } else if (!masks) parts.push(line(false, 'l.tsv', sql<boolean>`true`))
      else {
        // Masked: a line masking left as it was is found by its tsv; a changed one only by its masked form; a
        // line not yet masked (NULL) by neither.
        parts.push(line(true, 'l.tsv', sql<boolean>`l.masked = l.text`))
        parts.push(line(true, 'l.masked_tsv', sql<boolean>`true`))
      }
    }
    if (scope.reports) {
      const languages =
        lang === 'other' ? sql`r.language not in ('en', 'ru', 'fr', 'ar')` : sql`r.language = ${sql.lit(lang)}`
      parts.push(sql`select 'report' as kind, r.id, null::int as seq, false as masked, ${sql.lit(lang)}::text as lang,
          ts_rank_cd(r.search_tsv, ${query}, 1) as rank
        from reports r
        where ${inOrg('r.org_id', scope.orgId)} and r.search_tsv @@ ${query} and r.status = 'ready' and ${languages}`)
    }
  }
  if (parts.length === 0) return { items: [], total: 0, page, pageSize }
  const { rows } = await sql<{
    kind: 'transcript' | 'report'
    meeting_id: string | null
    meeting_title: string
    report_id: string | null
    report_title: string | null
    start_ms: number | null
    speaker: string | null
    lang: SearchLanguage
    headline: string
    rank: number
    total: string
  }>`
    with hits as (${sql.join(parts, sql` union all `)}),
    page as (
      select h.*, count(*) over() as total from hits h
      order by h.rank desc, h.id, h.seq
      limit ${pageSize} offset ${(page - 1) * pageSize}
    )
    select p.kind, p.lang, p.rank::float8 as rank, p.total,
           coalesce(l.meeting_id, r.meeting_id) as meeting_id,
           coalesce(m.title, r.source_title) as meeting_title,
           r.id as report_id, r.title as report_title, l.start_ms, l.speaker,
           ts_headline(search_regconfig(p.lang),
             translate(case when p.kind = 'report' then r.summary || ' ' || coalesce(
                              (select string_agg(s #>> '{}', ' ') from jsonb_path_query(r.content, 'strict $.** ? (@.type() == "string")') s), '')
                            when p.masked then l.masked else l.text end, ${MARKS}, ''),
             websearch_to_tsquery(search_regconfig(p.lang), ${q}), ${HEADLINE_OPTIONS}) as headline
    from page p
    left join transcript_lines l on p.kind = 'transcript' and l.meeting_id = p.id and l.seq = p.seq
    left join reports r on p.kind = 'report' and r.id = p.id
    left join meetings m on m.id = coalesce(l.meeting_id, r.meeting_id)
    order by p.rank desc, p.id, p.seq`.execute(db)
  if (rows.length === 0 && page > 1) {
    // Past the last page: the total still says how many there are.
    const again = await searchText(db, scope, q, { ...options, page: 1, pageSize: 1 })
    return { items: [], total: again.total, page, pageSize }
  }
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      meetingId: r.meeting_id,
      meetingTitle: r.meeting_title,
      reportId: r.report_id,
      reportTitle: r.report_title,
      seconds: r.start_ms === null ? null : Math.floor(r.start_ms / 1000),
      startMs: r.start_ms,
      speaker: r.speaker,
      language: r.lang,
      snippet: snippetParts(r.headline),
      rank: r.rank,
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize,
  }
}
