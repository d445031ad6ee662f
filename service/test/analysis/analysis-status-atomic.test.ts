import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { api, FAST_JOBS, meetingWithTranscript, sessions, waitForJob } from '../helpers/product.js'

/**
 * Every committed state of an analysis is consistent: no transaction commits the meeting's last report as ready
 * while the meeting still reads "processing" (the race a polling test once caught under load, when the status
 * changed in a later transaction). A deferred constraint trigger checks the state each report change commits,
 * so the test is deterministic: with the status set one transaction later, it records a violation every time.
 */
t.test('the last report and the meeting status commit together', async (t) => {
  const { app, db } = await buildTestApp(t, {}, { jobs: FAST_JOBS })
  await sql`
    CREATE TABLE test_status_violations (meeting_id uuid, seen_at timestamptz DEFAULT now());
    CREATE FUNCTION test_check_meeting_status() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM reports r JOIN analyses a ON a.id = r.analysis_id
                     WHERE a.meeting_id = (SELECT meeting_id FROM analyses WHERE id = NEW.analysis_id)
                       AND r.status <> 'ready')
         AND (SELECT m.status FROM meetings m JOIN analyses a ON a.meeting_id = m.id
              WHERE a.id = NEW.analysis_id) = 'processing' THEN
        INSERT INTO test_status_violations (meeting_id)
          SELECT meeting_id FROM analyses WHERE id = NEW.analysis_id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE CONSTRAINT TRIGGER test_meeting_status_at_commit AFTER UPDATE ON reports
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_check_meeting_status();
  `.execute(db)
  t.teardown(async () => {
    await sql`DROP TRIGGER IF EXISTS test_meeting_status_at_commit ON reports`.execute(db)
  })

  const client = api(app, (await sessions(app, ['client'])).client)
  for (const kinds of [['self'], ['self', 'recruiter', 'negotiation']]) {
    const meetingId = await meetingWithTranscript(client, `Atomic status ${kinds.length}`)
    const accepted = await client.post(`/api/meetings/${meetingId}/analyses`, { kinds })
    t.equal(accepted.statusCode, 202)
    t.match(await waitForJob(client, accepted.json().jobId, 60_000), { status: 'completed' })
    t.equal((await client.get(`/api/meetings/${meetingId}`)).json().status, 'analyzed', 'the meeting reads analyzed')
  }
  const violations = await sql<{ n: string }>`SELECT count(*) AS n FROM test_status_violations`.execute(db)
  t.equal(Number(violations.rows[0].n), 0, 'no commit showed every report ready beside a processing meeting')
})
