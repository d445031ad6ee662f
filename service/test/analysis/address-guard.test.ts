import t from 'tap'
import { addressRange, checkLlmBaseUrl, isPrivateAddress } from '../../src/modules/analysis/llm/url-guard.js'
import { bearer, buildTestApp, login } from '../helpers/app.js'

/**
 * IANA's IPv4 and IPv6 Special-Purpose Address Registries (as of 2025), plus multicast, the deprecated site-local
 * range and the IETF-reserved space outside 2000::/3. Each block is probed at its first and last address.
 */
const IPV4_BLOCKS = [
  ['0.0.0.0', '0.255.255.255'], // 0.0.0.0/8 "this network"
  ['10.0.0.0', '10.255.255.255'], // private
  ['100.64.0.0', '100.127.255.255'], // shared address space (CGNAT)
  ['127.0.0.0', '127.255.255.255'], // loopback
  ['169.254.0.0', '169.254.255.255'], // link local
  ['172.16.0.0', '172.31.255.255'], // private
  ['192.0.0.0', '192.0.0.255'], // IETF protocol assignments (incl. /29, .8, .9, .10, .170, .171)
  ['192.0.2.0', '192.0.2.255'], // TEST-NET-1
  ['192.31.196.0', '192.31.196.255'], // AS112-v4
  ['192.52.193.0', '192.52.193.255'], // AMT
  ['192.88.99.0', '192.88.99.255'], // deprecated 6to4 relay anycast
  ['192.168.0.0', '192.168.255.255'], // private
  ['192.175.48.0', '192.175.48.255'], // direct delegation AS112
  ['198.18.0.0', '198.19.255.255'], // benchmarking
  ['198.51.100.0', '198.51.100.255'], // TEST-NET-2
  ['203.0.113.0', '203.0.113.255'], // TEST-NET-3
  ['224.0.0.0', '239.255.255.255'], // multicast
  ['240.0.0.0', '255.255.255.254'], // reserved
  ['255.255.255.255', '255.255.255.255'], // limited broadcast
]

const IPV6_BLOCKS = [
  ['::1', '::1'], // loopback
  ['::', '::'], // unspecified
  ['::ffff:0.0.0.0', '::ffff:255.255.255.255'], // IPv4-mapped (each classified as its IPv4 address: private ones)
  ['::ffff:0:0:0', '::ffff:0:ffff:ffff'], // IPv4-translated (RFC 6145), the issue's [::ffff:0:7f00:1]
  ['::ffff:0:7f00:1', '::ffff:0:808:808'],
  ['::7f00:1', '::808:808'], // deprecated IPv4-compatible, inside ::/8 reserved by IETF
  ['64:ff9b::', '64:ff9b::ffff:ffff'], // NAT64 well-known prefix
  ['64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'], // local-use IPv4/IPv6 translation
  ['100::', '100::ffff:ffff:ffff:ffff'], // discard-only
  ['100:0:0:1::', '100:0:0:1:ffff:ffff:ffff:ffff'], // dummy IPv6 prefix (RFC 9780)
  ['2001::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'], // IETF protocol assignments 2001::/23
  ['2001::', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff'], // Teredo
  ['2001:1::1', '2001:1::3'], // PCP, TURN and DNS-SD SRP anycast
  ['2001:2::', '2001:2:0:ffff:ffff:ffff:ffff:ffff'], // benchmarking
  ['2001:3::', '2001:3:ffff:ffff:ffff:ffff:ffff:ffff'], // AMT
  ['2001:4:112::', '2001:4:112:ffff:ffff:ffff:ffff:ffff'], // AS112-v6
  ['2001:10::', '2001:1f:ffff:ffff:ffff:ffff:ffff:ffff'], // deprecated ORCHID
  ['2001:20::', '2001:2f:ffff:ffff:ffff:ffff:ffff:ffff'], // ORCHIDv2
  ['2001:30::', '2001:3f:ffff:ffff:ffff:ffff:ffff:ffff'], // drone remote ID
  ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'], // documentation
  ['2002::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // 6to4
  ['2620:4f:8000::', '2620:4f:8000:ffff:ffff:ffff:ffff:ffff'], // direct delegation AS112
  ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'], // documentation (RFC 9637)
  ['5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // segment routing SIDs
  ['fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // unique local
  ['fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // link local
  ['fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // deprecated site local
  ['ff00::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], // multicast
]

t.test('every IANA special-purpose block is refused, at both ends', async (t) => {
  for (const [first, last] of [...IPV4_BLOCKS, ...IPV6_BLOCKS]) {
    for (const ip of [first, last]) {
      t.ok(isPrivateAddress(ip), `${ip} refused (${addressRange(ip)})`)
      if (ip.includes(':')) t.throws(() => checkLlmBaseUrl(`http://[${ip}]/v1`, false), { code: 'forbidden-url' }, ip)
      else t.throws(() => checkLlmBaseUrl(`http://${ip}/v1`, false), { code: 'forbidden-url' }, ip)
    }
  }
})

t.test('public addresses next to the special blocks pass', async (t) => {
  for (const ip of [
    '8.8.8.8',
    '1.1.1.1',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '198.17.255.255',
    '198.20.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:200::1',
    '2003::1',
    '2a00:1450:4001:80b::200e',
  ])
    t.notOk(isPrivateAddress(ip), `${ip} allowed (${addressRange(ip)})`)
  t.equal(isPrivateAddress('example.com'), false, 'a name is not an address (the resolved check covers it)')
})

t.test(
  'the issue probe: an IPv4-translated loopback is refused as a BigBlueButton server and a model URL',
  async (t) => {
    const { app } = await buildTestApp(t)
    const [su, admin] = await Promise.all([login(app, 'superadmin'), login(app, 'admin')])
    for (const host of ['[::ffff:0:7f00:1]', '[fec0::1]', '[100::1]']) {
      const server = await app.inject({
        method: 'POST',
        url: '/api/bbb/servers',
        headers: bearer(su),
        payload: { name: 'probe', url: `http://${host}/bigbluebutton/`, secret: 'a-long-enough-secret' },
      })
      t.equal(server.statusCode, 400, `BigBlueButton server ${host}: ${server.body}`)
      const model = await app.inject({
        method: 'PUT',
        url: '/api/llm/settings',
        headers: bearer(admin),
        payload: { baseUrl: `http://${host}/v1`, model: 'm', apiKey: 'k' },
      })
      t.equal(model.statusCode, 400, `model URL ${host}: ${model.body}`)
    }
  },
)
