import { routeBundle } from './route-bundles.mjs'

/**
 * @param budgets {{ routes: Record<string, { module: string, maxGzipKb: number, maxFiles?: number }>, mapOnlyOn: string[], mapCode: string, onOpen?: Record<string, { code: string, on: string[] }> }}
 * @returns {{ report: object[], problems: string[] }}
 */
export function checkBundles(manifest, readAsset, budgets, appStart = []) {
  const report = []
  const problems = []
  for (const [route, { module, maxGzipKb, maxFiles }] of Object.entries(budgets.routes)) {
    if (!manifest[module]) {
      problems.push(`${route}: ${module} is not in the build`)
      continue
    }
    const { files, mayLoad, gzipBytes } = routeBundle(manifest, module, readAsset, appStart)
    const kb = gzipBytes / 1024
    // Leaflet is known by its code, whatever its chunk is called.
    const map = mayLoad.filter(
      (file) => file.endsWith('.js') && String(readAsset(file)).includes(budgets.mapCode),
    )
    report.push({
      route,
      'gzip KB': Number(kb.toFixed(1)),
      budget: maxGzipKb,
      files: files.length,
      map: map.length > 0,
    })
    if (kb > maxGzipKb)
      problems.push(`${route} downloads ${kb.toFixed(1)} KB gzipped (budget ${maxGzipKb} KB)`)
    // Every file is a request: its headers, and the main thread's work to start it.
    if (maxFiles !== undefined && files.length > maxFiles)
      problems.push(`${route} downloads ${files.length} files (budget ${maxFiles})`)
    if (map.length && !budgets.mapOnlyOn.includes(route)) {
      problems.push(
        `${route} loads the map (${map.join(', ')}); only ${budgets.mapOnlyOn.join(', ')} may`,
      )
    }
    // Code loaded only when a visitor opens it (the photo viewer): no page downloads it up front,
    // and the pages that offer it can still load it.
    // Known by its code, as the map is, whatever its chunk is called.
    for (const [name, { code, on }] of Object.entries(budgets.onOpen ?? {})) {
      const matches = (file) => String(readAsset(file)).includes(code)
      const upfront = files.filter(matches)
      if (upfront.length)
        problems.push(`${route} downloads the ${name} up front (${upfront.join(', ')})`)
      if (on.includes(route) && !mayLoad.some(matches))
        problems.push(`${route} cannot load the ${name} (${code})`)
    }
  }
  return { report, problems }
}
