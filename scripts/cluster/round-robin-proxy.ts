import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RoundRobinProxy {
  url: string
  close(): Promise<void>
}

/**
 * A small HTTP reverse proxy that sends each request to the next upstream in turn (what a load balancer without
 * stickiness does), streaming both ways. It sets X-Forwarded-For/-Proto/-Host like nginx or Caddy, and answers
 * which upstream served in `X-Debrief-Upstream` (its index), so a smoke test can tell the instances apart.
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  let next = 0
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length
    const target = new URL(req.url ?? '/', upstreams[index])
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const upstream = http.request(
      target,
      {
        method: req.method,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwarded,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-debrief-upstream': String(index) })
        answer.pipe(res)
      },
    )
    upstream.on('error', (err) => {
      if (res.headersSent) return res.destroy(err)
      res.writeHead(502, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: `upstream ${index}: ${err.message}` }))
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
