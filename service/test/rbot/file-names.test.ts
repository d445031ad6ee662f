import t from 'tap'
import { storedFileName } from '../../src/lib/files/file-name.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'
import { multipart } from './multipart.js'

const TEXT = Buffer.from('plain notes from the meeting\n')
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)])

t.test('names are stored without bidi controls or control characters', async (t) => {
  t.equal(storedFileName('invoice\u202efdp.exe', 'x'), 'invoicefdp.exe', 'right-to-left override')
  for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])
    t.equal(storedFileName(`a${c}b.txt`, 'x'), 'ab.txt', `U+${c.charCodeAt(0).toString(16)}`)
  for (const c of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u200e', '\u200f', '\u061c', '\u2028'])
    t.equal(storedFileName(`a${c}b.txt`, 'x'), 'ab.txt', `U+${c.charCodeAt(0).toString(16)}`)
  t.equal(storedFileName('\u202e\u202e', 'upload'), 'upload', 'nothing left: the fallback')
  t.equal(storedFileName('تقرير.pdf', 'x'), 'تقرير.pdf', 'Arabic letters stay')
  t.equal(storedFileName('👩‍💻.txt', 'x'), '👩‍💻.txt', 'joiners stay')
  t.equal(storedFileName('😀'.repeat(300), 'x').length, 255 * 2, 'cut by characters, never inside a pair')
})

t.test('a recording-bot file and a support attachment named with a right-to-left override', async (t) => {
  const { app } = await buildTestApp(t)
  const [admin, client] = await Promise.all([login(app, 'admin'), login(app, 'client')])
  const body = multipart({}, { name: 'invoice\u202efdp.exe', type: 'application/octet-stream', data: TEXT })
  const up = await app.inject({
    method: 'POST',
    url: '/api/rbot/files',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  })
  t.equal(up.statusCode, 201, up.body)
  t.equal(up.json().name, 'invoicefdp.exe', 'stored as it reads')
  const list = await app.inject({ method: 'GET', url: '/api/rbot/files', headers: bearer(admin) })
  t.notMatch(list.body, /\u202e/, 'never listed with the override')
  const download = await app.inject({
    method: 'GET',
    url: `/api/rbot/files/${up.json().id}/content`,
    headers: bearer(admin),
  })
  t.match(String(download.headers['content-disposition']), /filename\*=UTF-8''invoicefdp\.exe/)

  const request = await app.inject({
    method: 'POST',
    url: '/api/support-requests',
    headers: bearer(client),
    payload: { subject: 'Names', category: 'bug', description: 'x' },
  })
  const shot = multipart({}, { name: 'shot\u2067gnp.exe\u2069.png', type: 'application/octet-stream', data: PNG })
  const attached = await app.inject({
    method: 'POST',
    url: `/api/support-requests/${request.json().id}/attachments`,
    headers: { ...bearer(client), ...shot.headers },
    payload: shot.payload,
  })
  t.equal(attached.statusCode, 201, attached.body)
  t.equal(attached.json().name, 'shotgnp.exe.png')
})
