import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { bearer, buildTestApp } from '../helpers/app.js'
import { FAST_JOBS, sessions } from '../helpers/product.js'
import { mediaToken } from '../../src/modules/self-interviews/media-link.js'
import { clients, createInterview } from './helpers.js'
import { upToMedia, WEBM } from './recordings.js'

t.test('a recorded answer plays and seeks: Range on the manager’s route and on the playback link', async (t) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfinter-play-'))
  t.teardown(() => fs.rm(dataDir, { recursive: true, force: true }))
  const { app } = await buildTestApp(t, { DATA_DIR: dataDir }, { jobs: FAST_JOBS })
  const s = await sessions(app, ['admin', 'northwind'])
  const { manager, candidate } = clients(app, s.admin)
  const { id, uid, set } = await createInterview(manager)
  const q = await upToMedia(candidate, uid, set.questions)
  const up = await app.inject({
    method: 'PUT',
    url: `/api/public/self-interviews/${uid}/questions/${q}/media`,
    headers: { 'content-type': 'audio/webm' },
    payload: WEBM,
  })
  t.equal(up.statusCode, 200, up.body)
  const size = WEBM.length

  const media = `/api/self-interviews/${id}/answers/${q}/media`
  const whole = await manager.get(media)
  t.equal(whole.statusCode, 200)
  t.equal(whole.headers['accept-ranges'], 'bytes', 'a player learns it may ask for ranges')
  t.equal(whole.rawPayload.length, size)
  const part = await app.inject({ method: 'GET', url: media, headers: { ...bearer(s.admin), range: 'bytes=100-199' } })
  t.equal(part.statusCode, 206, 'a range answers 206')
  t.equal(part.headers['content-range'], `bytes 100-199/${size}`)
  t.same(part.rawPayload, WEBM.subarray(100, 200), 'exactly the bytes asked for')
  const tail = await app.inject({ method: 'GET', url: media, headers: { ...bearer(s.admin), range: 'bytes=-10' } })
  t.same(tail.rawPayload, WEBM.subarray(size - 10), 'a suffix range')
  const outside = await app.inject({
    method: 'GET',
    url: media,
    headers: { ...bearer(s.admin), range: `bytes=${size}-` },
  })
  t.equal(outside.statusCode, 416)
  t.equal(outside.headers['content-range'], `bytes */${size}`)
  t.equal(outside.json().code, 'DEBRIEF_RANGE')

  // The player's link: made for a manager who may read the interview, works without a header, seeks by range.
  const linkRes = await manager.post(`${media}-link`)
  t.equal(linkRes.statusCode, 200, linkRes.body)
  const { url, expiresAt } = linkRes.json()
  t.ok(new Date(expiresAt).getTime() > Date.now() + 50 * 60_000, 'the link lasts about an hour')
  const played = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } })
  t.equal(played.statusCode, 206, 'a media element’s first request (bytes=0-) gets 206')
  t.equal(played.headers['content-range'], `bytes 0-${size - 1}/${size}`)
  t.equal(played.headers['content-type'], 'audio/webm')
  t.match(played.headers['cache-control'], /no-store/)
  const seek = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1499' } })
  t.same(seek.rawPayload, WEBM.subarray(1000, 1500), 'seeking through the link')

  const other = clients(app, s.northwind).manager
  t.equal((await other.post(`${media}-link`)).statusCode, 404, 'another organization gets no link')
  const forged = url.replace(/link=v1\.(.)/, (_m: string, c: string) => `link=v1.${c === 'A' ? 'B' : 'A'}`)
  t.equal((await app.inject({ method: 'GET', url: forged })).statusCode, 404, 'a damaged link plays nothing')
  const expired = mediaToken(app.secretBox, 'whatever', Date.now() - 2 * 3600_000).token
  const old = await app.inject({
    method: 'GET',
    url: `/api/public/self-interviews/media?link=${encodeURIComponent(expired)}`,
  })
  t.equal(old.statusCode, 404, 'an expired link plays nothing')

  // The page's policy lets media play from the service and from the recorder's Blob in the page.
  const page = await app.inject({ method: 'GET', url: '/api/health' })
  t.match(page.headers['content-security-policy'], /media-src 'self' blob:/)
})
