import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import puppeteer from 'puppeteer-core'
import { startService } from '../lib/service-process.js'

/**
 * A quick look at what a signed-in page does while it loads, independent of Lighthouse's simulation: the largest
 * contentful paint's element, each layout shift and the elements that moved, the long tasks, the requests in order
 * and (PROBE_PROFILE=dir) a CPU profile per page to open in Chromium's DevTools. WEB_DIST picks the build to serve
 * (a build made with `--minify false` keeps the function names). `npx tsx scripts/bench/page-probe.ts`
 */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const profileDir = process.env.PROBE_PROFILE

// Plain JS in a string: tsx would wrap the functions of a passed function in a helper the page does not have.
const observe = `function () {
  window.__probe = []
  var describe = function (n) {
    if (!n) return '?'
    var e = n instanceof Element ? n : n.parentElement
    if (!e) return n.nodeName
    return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + '.' + Array.from(e.classList).slice(0, 2).join('.') +
      ' "' + (e.textContent || '').trim().slice(0, 50) + '"'
  }
  new PerformanceObserver(function (l) {
    l.getEntries().forEach(function (e) {
      if (e.entryType === 'largest-contentful-paint')
        window.__probe.push('LCP ' + e.startTime.toFixed(0) + ' size ' + e.size + ' ' + describe(e.element))
      else if (e.entryType === 'layout-shift')
        window.__probe.push('shift ' + e.startTime.toFixed(0) + ' ' + e.value.toFixed(4) + ' ' + (e.sources || []).map(function (s) {
          return describe(s.node) + ' ' + JSON.stringify(s.previousRect) + ' -> ' + JSON.stringify(s.currentRect)
        }).join(' | '))
      else if (e.entryType === 'longtask') window.__probe.push('longtask ' + e.startTime.toFixed(0) + '+' + e.duration.toFixed(0))
      else if (e.entryType === 'paint') window.__probe.push(e.name + ' ' + e.startTime.toFixed(0))
    })
  }).observe({ entryTypes: ['largest-contentful-paint', 'layout-shift', 'longtask', 'paint'] })
}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-probe-'))
const service = await startService({ DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'error' })
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox'] })
try {
  const origin = service.url
  const page = await browser.newPage()
  await page.goto(`${origin}/login`)
  const reportIds = await page.evaluate(async () => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    })
    const session = await res.json()
    localStorage.setItem('debrief-userData', JSON.stringify(session.userData))
    localStorage.setItem('debrief-accessToken', JSON.stringify(session.accessToken))
    localStorage.setItem('debrief-userAbilityRules', JSON.stringify(session.userAbilityRules))
    const r = await fetch('/api/reports?itemsPerPage=20', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    })
    const body = await r.json()
    return ((body.items ?? body.reports ?? []) as { id: string }[]).map((x) => x.id)
  })
  const targets = (process.env.PROBE_PATHS ?? `/meetings/MeetingList,/reports/${reportIds[0]}`)
    .replace(/\{report(\d+)\}/g, (_, i: string) => reportIds[Number(i)])
    .split(',')
  for (const target of targets) {
    const p = await browser.newPage()
    await p.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    await p.evaluateOnNewDocument(`(${observe})()`)
    const cdp = await p.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    const requests: string[] = []
    const t0 = Date.now()
    p.on('request', (r) => requests.push(`${Date.now() - t0} ${r.url().replace(origin, '')}`))
    if (profileDir) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    await p.goto(origin + target, { waitUntil: 'networkidle0' })
    await new Promise((r) => setTimeout(r, 1500))
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop')
      fs.mkdirSync(profileDir, { recursive: true })
      fs.writeFileSync(path.join(profileDir, `${target.split('/')[1]}.cpuprofile`), JSON.stringify(profile))
    }
    console.log(`== ${target}`)
    console.log(((await p.evaluate(() => (window as any).__probe)) as string[]).join('\n'))
    if (process.env.PROBE_REQUESTS) console.log(requests.join('\n'))
    if (process.env.PROBE_SHOTS) {
      fs.mkdirSync(process.env.PROBE_SHOTS, { recursive: true })
      await p.screenshot({
        path: path.join(process.env.PROBE_SHOTS, `${target.split('/').slice(1).join('-')}.png`) as `${string}.png`,
      })
      console.log(
        'charts waiting at',
        await p.evaluate(() =>
          [...document.querySelectorAll('[data-chart-pending]')].map((e) => Math.round(e.getBoundingClientRect().top)),
        ),
      )
    }
    await p.close()
  }
} finally {
  await browser.close()
  await service.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
