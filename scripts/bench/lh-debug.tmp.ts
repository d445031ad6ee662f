import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
const url = process.argv[2]
if (process.argv[3]) {
  await page.goto('http://127.0.0.1:4781/login')
  await page.evaluate(async () => {
    const res = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }) })
    const s = await res.json()
    localStorage.setItem('debrief-userData', JSON.stringify(s.userData)); localStorage.setItem('debrief-accessToken', JSON.stringify(s.accessToken)); localStorage.setItem('debrief-userAbilityRules', JSON.stringify(s.userAbilityRules))
  })
}
const r = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page)
const a = r!.lhr.audits
console.log('score', r!.lhr.categories.performance.score)
for (const k of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','interactive','bootup-time','mainthread-work-breakdown']) console.log(k, a[k].displayValue, a[k].score)


const fs = await import('node:fs'); fs.writeFileSync('/tmp/webspeed-lhr.json', JSON.stringify(r!.lhr))
await browser.close()
