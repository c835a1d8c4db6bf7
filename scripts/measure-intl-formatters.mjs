// Decision 036: what the first Intl.NumberFormat costs against the hand-written dollars, at 4x CPU slowdown.
// node scripts/measure-intl-formatters.mjs (CHROMIUM_PATH overrides /usr/bin/chromium).
import { chromium } from 'playwright-core'
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const results = { hand: [], intlUsd: [], intlEur: [], intlCompactEur: [], intlFormat16: [] }
for (let run = 0; run < 7; run++) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.setContent('<p>x</p>')
  const r = await page.evaluate(() => {
    const t = () => performance.now()
    const group = (w) => String(w).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    let a = t()
    let s = ''
    for (let i = 0; i < 16; i++) s += '$' + group(Math.round(2450000 + i * 1000))
    const hand = t() - a
    a = t()
    const usd = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    usd.format(2450000)
    const intlUsd = t() - a
    a = t()
    for (let i = 0; i < 16; i++) s += usd.format(2450000 + i * 1000)
    const intlFormat16 = t() - a
    a = t()
    const eur = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    })
    eur.format(2450000)
    const intlEur = t() - a
    a = t()
    const c = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      maximumSignificantDigits: 3,
    })
    c.format(11849000)
    const intlCompactEur = t() - a
    return {
      length: s.length, // read, so the loops are not optimised away
      hand,
      intlUsd,
      intlEur,
      intlCompactEur,
      intlFormat16,
      check: [
        usd.format(2450000),
        c.format(11849000),
        new Intl.NumberFormat('en', {
          style: 'currency',
          currency: 'CHF',
          notation: 'compact',
          maximumSignificantDigits: 3,
        }).format(11849000),
        new Intl.NumberFormat('en', {
          style: 'currency',
          currency: 'AED',
          maximumFractionDigits: 0,
        }).format(11849000),
      ],
    }
  })
  for (const k of Object.keys(results)) results[k].push(r[k])
  if (run === 0) console.log(r.check)
  await context.close()
}
await browser.close()
const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]
for (const [k, v] of Object.entries(results))
  console.log(k, 'median ms', med(v).toFixed(2), 'runs', v.map((x) => x.toFixed(2)).join(' '))
