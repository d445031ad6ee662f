import { sql, type Kysely } from 'kysely'

/**
 * What's new: the product's changelog (not an organization's data, so no org_id) and, per account, when it
 * last opened the page (the unread badge counts entries published after that). Seeded with the
 * repository's own release history.
 */
const SEED: { date: string; title: string; tags: string[]; link: string | null; body: string }[] = [
  {
    date: '2026-11-21',
    title: 'Debrief foundation',
    tags: ['platform'],
    link: null,
    body: 'The service runs on **PostgreSQL** (embedded or yours), with sign-in, roles and permissions enforced by the service, and an OpenAPI document at `/docs`.',
  },
  {
    date: '2026-11-21',
    title: 'Meetings, transcripts and analyses',
    tags: ['product', 'analysis'],
    link: '/meetings/MeetingList',
    body: 'Upload a transcript (WebVTT, SRT, plain text or JSON), choose report kinds and run an analysis.\n\n- Jobs survive a restart and retry with back-off\n- Every claim quotes its evidence with a timestamp',
  },
  {
    date: '2026-11-22',
    title: 'Four languages, right to left included',
    tags: ['interface'],
    link: null,
    body: 'The interface speaks English, Russian, French and Arabic, with a right-to-left layout for Arabic, a customizer and `Ctrl+K` search.',
  },
  {
    date: '2026-11-22',
    title: 'Digital profiles and report guides',
    tags: ['product'],
    link: '/reports-template/RecruiterTemplate',
    body: 'People get a profile across meetings; every report kind has a template screen and a worked example.',
  },
  {
    date: '2026-11-22',
    title: 'Faster lists',
    tags: ['performance'],
    link: '/reports/ReportList',
    body: 'Meeting and report lists are written as JSON by PostgreSQL and run as prepared statements.',
  },
  {
    date: '2026-11-23',
    title: 'Versioned templates and the JSON builder',
    tags: ['product', 'templates'],
    link: '/jsonbuilder/SmartBuilder',
    body: 'Rubrics, competence models and report templates are versioned: edit them as JSON or visually, compare versions, restore and publish. Reports name the version they were scored with.',
  },
  {
    date: '2026-11-23',
    title: 'Support requests',
    tags: ['support'],
    link: '/main/SupportView',
    body: 'Open a support request from the app and follow the answers here and by mail.',
  },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE whats_new_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      body text NOT NULL,
      published_at timestamptz NOT NULL DEFAULT now(),
      tags text[] NOT NULL DEFAULT '{}',
      link text,
      author_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX whats_new_entries_published_idx ON whats_new_entries (published_at DESC);
    CREATE TABLE whats_new_reads (
      account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      read_at timestamptz NOT NULL
    );
  `.execute(db)
  for (const e of SEED) {
    await sql`INSERT INTO whats_new_entries (title, body, published_at, tags, link)
      VALUES (${e.title}, ${e.body}, ${`${e.date}T12:00:00Z`}::timestamptz, ${sql.raw(`ARRAY[${e.tags.map((t) => `'${t}'`).join(',')}]::text[]`)}, ${e.link})`.execute(
      db,
    )
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE whats_new_reads; DROP TABLE whats_new_entries;`.execute(db)
}
