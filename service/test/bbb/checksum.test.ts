import t from 'tap'
import { bbbChecksum, signedQuery } from '../../src/modules/bbb/checksum.js'

const SECRET = '639259d4-9dd8-4b25-bf01-95f9567eaf4b'
const CREATE = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444'

t.test('documented vectors', async (t) => {
  t.equal(bbbChecksum('create', CREATE, SECRET, 'sha1'), '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17')
  t.equal(
    bbbChecksum('create', CREATE, SECRET, 'sha256'),
    'da9185f7f333cfdfcd6eeac32dca3777510c4c436020d8b887ba5515bd1d189e',
  )
  t.equal(bbbChecksum('getMeetings', '', SECRET, 'sha1'), '2027baa7771026e9e93392f55031535d1444c41f')
  t.equal(
    bbbChecksum('getMeetings', '', SECRET, 'sha256'),
    'a5370c5f3d97d56d53b435684cdbc429c2898a3bf9f435518b4279e1e0dbfc8c',
  )
  t.equal(
    bbbChecksum('isMeetingRunning', 'meetingID=abc123', SECRET, 'sha1'),
    '8478733ccb8695b8aaaff48b3c1e281a75a6f046',
  )
  // sha384 / sha512 have no published vector: their length is what the server keys on.
  t.equal(bbbChecksum('create', CREATE, SECRET, 'sha384').length, 96)
  t.equal(bbbChecksum('create', CREATE, SECRET, 'sha512').length, 128)
})

t.test('the signed string is the encoded string that is sent', async (t) => {
  const q = signedQuery(
    'create',
    { name: 'Test Meeting', meetingID: 'abc123', attendeePW: '111222', moderatorPW: '333444' },
    SECRET,
    'sha1',
  )
  t.equal(q, `${CREATE}&checksum=1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17`)
  t.equal(
    signedQuery('getMeetings', {}, SECRET, 'sha256'),
    'checksum=a5370c5f3d97d56d53b435684cdbc429c2898a3bf9f435518b4279e1e0dbfc8c',
  )
  // undefined parameters are left out rather than sent as "undefined"
  t.equal(
    signedQuery('isMeetingRunning', { meetingID: 'abc123', x: undefined }, SECRET, 'sha1'),
    'meetingID=abc123&checksum=8478733ccb8695b8aaaff48b3c1e281a75a6f046',
  )
})
