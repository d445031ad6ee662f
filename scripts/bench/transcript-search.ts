/**
 * Full-text search over transcripts on a large index: a throwaway cluster, the migrated and seeded database, and
 * BENCH_SEARCH_MEETINGS (default 10,000) meetings over 10 organizations, each with a 40-utterance transcript (70 %
 * English, 20 % Russian, 10 % French: common and function words of the language, so each is detected as what it
 * is, mixed with made-up ones), written by one
 * generate_series statement through the transcripts trigger, as the service writes them. Then 200 representative
 * queries (one word, two words, a phrase, an inflected Russian or French word, a rare word, an exclusion, a later
 * page) go through `searchText`, the route's repository function, as a member of one organization; and 40 as the
 * superadmin (every organization). Prints p50/p95/max against the 100 ms target; asserts nothing.
 * Run: npx tsx scripts/bench/transcript-search.ts   (`npm run bench` runs it too, unless BENCH_ONLY is set)
 */
import { sql } from 'kysely'
import { pathToFileURL } from 'node:url'
import { createDb, type Db } from '../../service/src/db/create-db.js'
import { prepareTemplate, startThrowawayCluster } from '../../service/src/db/test-clusters.js'
import { searchText, type TextSearchScope } from '../../service/src/modules/search/transcript-search-repository.js'
import type { SearchLanguage } from '../../service/src/modules/search/transcript-search-schemas.js'

const MEETINGS = Number(process.env.BENCH_SEARCH_MEETINGS ?? 10_000)
const ORGS = 10
const LINES = 40
const TARGET_MS = 100

const EN = `budget release customer contract hiring candidate interview deadline roadmap incident outage database migration
  pricing discount invoice payment refund supplier delivery warehouse onboarding training feedback manager engineer
  designer product feature backlog sprint retrospective estimate risk security audit compliance vendor proposal
  negotiation salary bonus equity offer team meeting agenda decision action owner follow review approval launch
  marketing campaign analytics dashboard metric revenue forecast quarter growth churn retention support ticket
  escalation bug regression test deployment pipeline server cloud latency performance capacity schedule travel
  office remote contractor recruiter reference promotion career mentor goal objective strategy partner integration`
// Function words, about a third of what is said: the transcript's language is detected from them.
const EN_FUNCTION = 'the and we is to of that it this with'.split(' ')
const FR_FUNCTION = 'le la les des est et je vous nous que'.split(' ')
const RU = `бюджет релиз клиент договор найм кандидат собеседование срок план инцидент сбой база миграция цена скидка счёт
  оплата возврат поставщик доставка склад обучение отзыв менеджер инженер дизайнер продукт функция спринт оценка риск
  безопасность аудит поставщика предложение переговоры зарплата премия оффер команда встреча решение задача владелец
  запуск маркетинг кампания аналитика выручка прогноз квартал рост поддержка заявка ошибка тест сервер задержка`
const FR = `budget version client contrat recrutement candidat entretien délai feuille incident panne base migration prix
  remise facture paiement remboursement fournisseur livraison entrepôt formation retour responsable ingénieur produit
  fonctionnalité sprint estimation risque sécurité audit proposition négociation salaire prime offre équipe réunion
  décision action lancement marketing campagne analyse revenu prévision trimestre croissance support ticket serveur`
// Made-up words from syllables: a long tail of rare terms, as names, products and jargon are.
const SYL_LATIN = ['ka', 'lo', 'mi', 'ru', 'te', 'sa', 'no', 'vi', 'pe', 'do', 'ra', 'zu', 'fe', 'bo', 'gi']
const SYL_CYR = ['ка', 'ло', 'ми', 'ру', 'те', 'са', 'но', 'ви', 'пе', 'до', 'ра', 'зу', 'фе', 'бо', 'ги']
const words = (text: string) => text.split(/\s+/).filter(Boolean)
const repeat = (list: string[], times: number) => Array.from({ length: times }, () => list).flat()

export async function seed(db: Db) {
  await sql`SELECT setseed(0.28)`.execute(db)
  await sql`INSERT INTO organizations (name, slug, plan)
    SELECT 'Search bench ' || i, 'search-bench-' || i, 'team' FROM generate_series(1, ${ORGS}) i`.execute(db)
  await sql`
    INSERT INTO meetings (org_id, title, kind, scheduled_at, duration_minutes, status)
    SELECT o.ids[1 + g % ${ORGS}], 'Bench meeting ' || g, 'team', now() - g * interval '1 hour', 30, 'ended'
      FROM generate_series(1, ${MEETINGS}) g
      CROSS JOIN (SELECT array_agg(id ORDER BY slug) AS ids FROM organizations WHERE slug LIKE 'search-bench-%') o`.execute(
    db,
  )
  // Each utterance: 12 words, half common words of the meeting's language, half made-up; the trigger builds the
  // index rows (no digits or addresses, so every line's masked form is its text and no masking pass is needed).
  await sql`
    WITH v AS (
      SELECT ${[...words(EN), ...repeat(EN_FUNCTION, 8)]}::text[] AS en, ${words(RU)}::text[] AS ru,
             ${[...words(FR), ...repeat(FR_FUNCTION, 6)]}::text[] AS fr,
             ${SYL_LATIN}::text[] AS lat, ${SYL_CYR}::text[] AS cyr
    ), m AS (
      SELECT id, org_id, CASE WHEN n % 10 < 7 THEN 'en' WHEN n % 10 < 9 THEN 'ru' ELSE 'fr' END AS lang
        FROM (SELECT id, org_id, row_number() OVER (ORDER BY id) AS n FROM meetings
               WHERE org_id IN (SELECT id FROM organizations WHERE slug LIKE 'search-bench-%')) x
    )
    INSERT INTO transcripts (meeting_id, org_id, format, segments, speakers)
    SELECT m.id, m.org_id, 'json',
      (SELECT jsonb_agg(jsonb_build_object('speaker', 'Speaker ' || chr(65 + s % 4), 'startMs', s * 15000,
                'endMs', s * 15000 + 14000,
                'text', (SELECT string_agg(
                           CASE WHEN random() + k * 0 < 0.5 THEN
                                  CASE m.lang WHEN 'en' THEN v.en[1 + floor(random() * cardinality(v.en))::int]
                                              WHEN 'ru' THEN v.ru[1 + floor(random() * cardinality(v.ru))::int]
                                              ELSE v.fr[1 + floor(random() * cardinality(v.fr))::int] END
                                ELSE (SELECT string_agg((CASE m.lang WHEN 'ru' THEN v.cyr ELSE v.lat END)[1 + floor(random() * 15)::int + j * 0], '')
                                        FROM generate_series(1, 3 + (k + s) * 0) j)
                           END, ' ')
                         FROM generate_series(1, 12 + s * 0) k)) ORDER BY s)
         FROM generate_series(0, ${LINES - 1} + length(m.lang) * 0) s),
      ARRAY['Speaker A', 'Speaker B', 'Speaker C', 'Speaker D']
    FROM m, v`.execute(db)
  await sql`VACUUM ANALYZE transcript_lines`.execute(db)
}

/** 200 queries as people type them: mostly one or two content words, some phrases, rare words and later pages. */
export function queries(): { q: string; lang?: SearchLanguage; page: number }[] {
  const en = words(EN)
  const ru = words(RU)
  const fr = words(FR)
  const made = (syl: string[], i: number) => syl[i % 15]! + syl[(i * 7) % 15]! + syl[(i * 11) % 15]!
  const out: { q: string; lang?: SearchLanguage; page: number }[] = []
  for (let i = 0; i < 200; i++) {
    const a = en[(i * 13) % en.length]!
    const b = en[(i * 29 + 5) % en.length]!
    switch (i % 10) {
      case 0:
      case 1:
        out.push({ q: a, page: 1 })
        break
      case 2:
        out.push({ q: `${a} ${b}`, page: 1 })
        break
      case 3:
        out.push({ q: `"${a} ${b}"`, page: 1 })
        break
      case 4:
        // Inflected: the stemmer meets the stored forms (бюджета → бюджет, factures → facture).
        out.push({ q: `${ru[(i * 7) % ru.length]}а`, page: 1 })
        break
      case 5:
        out.push({ q: `${fr[(i * 7) % fr.length]}s`, page: 1 })
        break
      case 6:
        out.push({ q: made(SYL_LATIN, i), page: 1 })
        break
      case 7:
        out.push({ q: `${a} -${b}`, page: 1 })
        break
      case 8:
        out.push({ q: a, page: 3 })
        break
      default:
        out.push({ q: `${a} or ${b}`, lang: 'en', page: 1 })
    }
  }
  return out
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!

async function timeAll(db: Db, scope: TextSearchScope, list: ReturnType<typeof queries>) {
  const times: number[] = []
  let hits = 0
  for (const { q, lang, page } of list) {
    const start = performance.now()
    const result = await searchText(db, scope, q, { ...(lang ? { lang } : {}), page, pageSize: 20 })
    times.push(performance.now() - start)
    hits += result.total
  }
  times.sort((a, b) => a - b)
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times[times.length - 1]!,
    hits: hits / list.length,
  }
}

export async function benchTranscriptSearch(): Promise<string[]> {
  const cluster = await startThrowawayCluster()
  try {
    await prepareTemplate(cluster)
    const db = createDb(cluster.url('debrief_template'), { max: 2 })
    try {
      const started = performance.now()
      await seed(db)
      const lines = (await sql<{ n: string }>`SELECT count(*) AS n FROM transcript_lines`.execute(db)).rows[0]!.n
      const orgId = (
        await db.selectFrom('organizations').select('id').where('slug', '=', 'search-bench-3').executeTakeFirstOrThrow()
      ).id
      const langs = await sql<{ language: string; n: string }>`SELECT language, count(*) AS n FROM transcript_lines
        GROUP BY language ORDER BY language`.execute(db)
      const out = [
        `${MEETINGS} meetings with transcripts seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ${lines} utterances indexed (${langs.rows.map((r) => `${r.language} ${r.n}`).join(', ')})`,
      ]
      const list = queries()
      // Warm-up: the first statements plan and read the index from disk.
      await timeAll(db, { orgId, transcripts: true, reports: true }, list.slice(0, 20))
      const member = await timeAll(db, { orgId, transcripts: true, reports: true }, list)
      const fmt = (r: Awaited<ReturnType<typeof timeAll>>) =>
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms (${r.hits.toFixed(0)} hits per query on average) ${r.p95 < TARGET_MS ? 'ok' : 'OVER TARGET'}`
      out.push(`one organization's member (1/${ORGS} of the meetings), ${list.length} queries: ${fmt(member)}`)
      const all = await timeAll(db, { orgId: null, transcripts: true, reports: true }, list.slice(0, 40))
      out.push(`superadmin (every organization), 40 queries: ${fmt(all)}`)
      return out
    } finally {
      await db.destroy()
    }
  } finally {
    await cluster.dispose()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log(`## transcript search on ${MEETINGS} meetings (target p95 < ${TARGET_MS} ms)`)
  for (const line of await benchTranscriptSearch()) console.log(`  ${line}`)
}
