import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'

t.test('JSON above the threshold is compressed when the client accepts it; small answers are not', async (t) => {
  const { app } = await buildTestApp(t, {}, { jobs: false, serveUi: true })
  const big = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br, gzip' } })
  t.equal(big.statusCode, 200)
  t.equal(big.headers['content-encoding'], 'br', 'the OpenAPI document goes out as brotli')
  t.match(String(big.headers.vary), /accept-encoding/i)
  const gz = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } })
  t.equal(gz.headers['content-encoding'], 'gzip', 'gzip for a client without brotli')
  t.ok(gz.rawPayload.length * 4 < JSON.stringify(JSON.parse((await app.inject({ url: '/docs/json' })).body)).length)
  const plain = await app.inject({ url: '/docs/json' })
  t.notOk(plain.headers['content-encoding'], 'nothing asked, nothing compressed')
  const small = await app.inject({ url: '/api/auth/password-policy', headers: { 'accept-encoding': 'br, gzip' } })
  t.equal(small.statusCode, 200)
  t.notOk(small.headers['content-encoding'], 'a small answer stays as it is')
})

t.test('the web app’s precompressed files are sent as they are, hashed assets cached for good', async (t) => {
  const root = t.testdir({
    'index.html': '<!doctype html><title>x</title>',
    assets: { 'app-abc123.js': 'console.log(1)'.repeat(200) },
  })
  // What web/build/precompress.ts writes beside a built file.
  const js = fs.readFileSync(path.join(root, 'assets/app-abc123.js'))
  // Marked, so the test tells the build's file from a compression made on the fly.
  const built = Buffer.concat([js, Buffer.from('// from the .br file')])
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(built))
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js.gz'), zlib.gzipSync(js))
  const { app } = await buildTestApp(t, { WEB_DIST: root }, { jobs: false, serveUi: true })
  const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
  t.equal(br.statusCode, 200)
  t.equal(br.headers['content-encoding'], 'br')
  t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
  t.same(zlib.brotliDecompressSync(br.rawPayload), built, 'the brotli file written at build')
  const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } })
  t.equal(gz.headers['content-encoding'], 'gzip')
  const plain = await app.inject({ url: '/assets/app-abc123.js' })
  t.notOk(plain.headers['content-encoding'])
  t.equal(plain.body, js.toString())
})
