import { routeBundle } from './route-bundles.mjs'

/**
 * @param budgets {{ routes: Record<string, { module: string, maxGzipKb: number, maxFiles?: number }>, mapOnlyOn: string[], mapChunk: string, onOpen?: Record<string, { chunk: string, on: string[] }> }}
 * @returns {{ report: object[], problems: string[] }}
 */
export function checkBundles(manifest, readAsset, budgets) {
  const report = []
  const problems = []
  for (const [route, { module, maxGzipKb, maxFiles }] of Object.entries(budgets.routes)) {
    if (!manifest[module]) {
      problems.push(`${route}: ${module} is not in the build`)
      continue
    }
    const { files, mayLoad, gzipBytes } = routeBundle(manifest, module, readAsset)
    const kb = gzipBytes / 1024
    const map = mayLoad.filter((file) => new RegExp(budgets.mapChunk).test(file))
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
    for (const [name, { chunk, on }] of Object.entries(budgets.onOpen ?? {})) {
      const matches = (file) => new RegExp(chunk).test(file)
      const upfront = files.filter(matches)
      if (upfront.length)
        problems.push(`${route} downloads the ${name} up front (${upfront.join(', ')})`)
      if (on.includes(route) && !mayLoad.some(matches))
        problems.push(`${route} cannot load the ${name} (${chunk})`)
    }
  }
  return { report, problems }
}
