import t from 'tap'
import { sql } from 'kysely'
import { storageQuota } from '../../src/lib/files/quota.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { multipart } from './multipart.js'

t.test('the storage quota is reserved under a lock: 16 parallel uploads never pass it together', async (t) => {
  const { app, db } = await buildTestApp(t)
  const admin = await login(app, 'admin')
  const orgId = admin.userData.orgId!
  const { plan } = await db.selectFrom('organizations').select('plan').where('id', '=', orgId).executeTakeFirstOrThrow()
  const left = 10 * 1024
  const used = await db
    .selectFrom('rbot_files')
    .select(sql<string>`coalesce(sum(size), 0)`.as('used'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow()
  // One stored file fills the quota but for 10 KB.
  await db
    .insertInto('rbot_files')
    .values({
      org_id: orgId,
      meeting_id: null,
      name: 'filler.txt',
      kind: 'notes',
      mime: 'text/plain',
      size: storageQuota(plan) - Number(used.used) - left,
      storage_key: `${orgId}/00000000-0000-4000-8000-000000000001`,
      uploaded_by: null,
      bot_key_id: null,
    })
    .execute()
  const data = Buffer.alloc(1024, 'a')
  const answers = await Promise.all(
    Array.from({ length: 16 }, (_, i) => {
      const body = multipart({}, { name: `part-${i}.txt`, type: 'text/plain', data })
      return app.inject({
        method: 'POST',
        url: '/api/rbot/files',
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      })
    }),
  )
  const codes = answers.map((a) => a.statusCode)
  t.ok(
    codes.every((c) => c === 201 || c === 413),
    `only 201 or 413 (${codes.join(',')})`,
  )
  const stored = codes.filter((c) => c === 201).length
  t.ok(stored * data.length <= left, `${stored} uploads of 1 KB stored within the 10 KB left`)
  t.ok(stored >= 5, `the quota is used, not refused wholesale (${stored} stored)`)
  const over = answers.find((a) => a.statusCode === 413)
  t.match(over?.json().message, /quota/)
  t.equal(
    (await db.selectFrom('rbot_upload_reservations').select('storage_key').execute()).length,
    0,
    'no reservation outlives its upload',
  )
})
