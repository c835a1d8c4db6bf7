/* global L, Supercluster */
// `node scripts/measure-clustering.mjs [count] [runs]` (needs `npm install --no-save leaflet.markercluster`):
// supercluster against Leaflet.markercluster at N estates (10,000 by default) in Chromium at 4x CPU
// slowdown, on a 1280x800 map of the whole world: the time to the first clusters drawn, and the
// longest main-thread task while the map is panned. The figures behind decision 016.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath, ensureChromium } from './lib/chromium.mjs'
import { generateEstates } from './lib/generate-estates.mjs'
import { median } from './lib/statistics.mjs'

const count = Number(process.argv[2] ?? 10000)
const runs = Number(process.argv[3] ?? 5)
const source = (file) => readFileSync(new URL(`../node_modules/${file}`, import.meta.url), 'utf8')
const points = generateEstates(count)
  .properties.filter((estate) => Array.isArray(estate.coordinates))
  .map((estate) => estate.coordinates)

async function measure(library) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.setContent(
      `<style>${source('leaflet/dist/leaflet.css')}</style><div id="map" style="width:1280px;height:800px"></div>`,
    )
    await page.addScriptTag({ content: source('leaflet/dist/leaflet.js') })
    await page.addScriptTag({
      content:
        library === 'supercluster'
          ? source('supercluster/dist/supercluster.min.js')
          : source('leaflet.markercluster/dist/leaflet.markercluster.js'),
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const firstDraw = await page.evaluate(
      ({ library, points }) => {
        window.tasks = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.tasks.push(entry.duration)
        }).observe({ type: 'longtask' })
        const map = L.map('map', { center: [20, 0], zoom: 2, maxZoom: 18 })
        window.benchMap = map
        const started = performance.now()
        if (library === 'supercluster') {
          const index = new Supercluster({ radius: 60, maxZoom: 16 })
          index.load(
            points.map(([lat, lng], estate) => ({
              type: 'Feature',
              properties: { estate },
              geometry: { type: 'Point', coordinates: [lng, lat] },
            })),
          )
          const layer = L.layerGroup().addTo(map)
          const draw = () => {
            layer.clearLayers()
            const b = map.getBounds()
            const box = [
              Math.max(-180, b.getWest()),
              b.getSouth(),
              Math.min(180, b.getEast()),
              b.getNorth(),
            ]
            for (const feature of index.getClusters(box, map.getZoom())) {
              const [lng, lat] = feature.geometry.coordinates
              const count = feature.properties.point_count
              layer.addLayer(
                L.marker([lat, lng], {
                  icon: count ? L.divIcon({ html: `<span>${count}</span>` }) : new L.Icon.Default(),
                }),
              )
            }
          }
          draw()
          map.on('moveend', draw)
        } else {
          const group = L.markerClusterGroup()
          group.addLayers(points.map(([lat, lng]) => L.marker([lat, lng])))
          map.addLayer(group)
        }
        return new Promise((resolve) =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started))),
        )
      },
      { library, points },
    )
    await page.waitForTimeout(500)
    await page.evaluate(() => (window.tasks = []))
    // Panning as a visitor drags: short steps, each ending in a moveend.
    await page.mouse.move(640, 400)
    await page.mouse.down()
    for (let step = 1; step <= 20; step += 1)
      await page.mouse.move(640 - step * 25, 400 - step * 10)
    await page.mouse.up()
    await page.evaluate(() => window.benchMap.setZoom(4))
    await page.waitForTimeout(800)
    await page.mouse.move(640, 400)
    await page.mouse.down()
    for (let step = 1; step <= 20; step += 1) await page.mouse.move(640 + step * 25, 400)
    await page.mouse.up()
    await page.waitForTimeout(800)
    const panTasks = await page.evaluate(() => window.tasks)
    return { firstDraw, longestPanTask: Math.max(0, ...panTasks) }
  } finally {
    await browser.close()
  }
}

ensureChromium()
for (const library of ['supercluster', 'markercluster']) {
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await measure(library))
  console.log(
    `${library} at ${points.length} estates (4x CPU, median of ${runs}): first clusters drawn ${Math.round(median(results.map((r) => r.firstDraw)))} ms; longest task while panning ${Math.round(median(results.map((r) => r.longestPanTask)))} ms`,
  )
}
