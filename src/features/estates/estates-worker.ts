/// <reference lib="webworker" />
import { DEFAULT_LANGUAGE, LANGUAGE } from '@/config/languages'
import { TRANSLATION } from '@/lib/data-language'
import { JsonLoadError, readJsonBody } from '@/lib/fetch-json'
import { parseEstates } from './parse-estates'
import type { EstatesWorkerReply, EstatesWorkerRequest } from './estates-worker-protocol'

/**
 * Parses and checks the data file off the main thread, so a catalogue of any size never
 * freezes the page; the estates come back in slices, each a short task for the main thread.
 */
// Each slice is one task for the page to receive: at 4x CPU slowdown 250 estates took ~56 ms,
// 100 stay under the 50 ms a task may take (npm run bench -- --estates 10000).
const SLICE = 100
const scope = self as unknown as DedicatedWorkerGlobalScope

// ICU's collation data loads on a page's first locale-aware comparison: 10-25 ms at 1x, 40-100 ms
// at 4x, which the filters' options (facetsOf, sorted A-Z) would pay on the main thread as the
// estates arrive. The data is the renderer process's: compared once here, first thing, the main
// thread's first comparison takes 0.1-0.3 ms (decision 040).
'a'.localeCompare('b', 'en')
// The same for numbers: French and German write prices through Intl, whose first formatter of a
// page loads the locale's data (120-480 ms at 4x); made here, the cards' first costs a few ms
// (decision 037). English writes dollars by hand and makes none.
if (LANGUAGE !== DEFAULT_LANGUAGE)
  new Intl.NumberFormat(LANGUAGE, { style: 'currency', currency: 'USD' }).format(1)

scope.onmessage = async ({ data }: MessageEvent<EstatesWorkerRequest>) => {
  const reply = (message: EstatesWorkerReply) => scope.postMessage(message)
  // Skipped records are reported to the page, which logs them where people look.
  const warnings: string[] = []
  const warn = (message: string) => warnings.push(message)
  // A French or German page's translations: their code loads only then, while the data is read.
  const { translation } = data
  const translating = TRANSLATION && translation && import('./estate-translations')
  try {
    const english = parseEstates(await readJsonBody(data.url, data.body), data.url, warn)
    let { estates } = english
    if (translation && translating) {
      const json = translation.body
        ? await readJsonBody(translation.url, translation.body).catch((error: Error) => {
            warn(`${error.message}; shown in English`)
            return undefined
          })
        : undefined
      estates = (await translating).estatesIn(estates, translation.language, json, warn)
    }
    const { skipped } = english
    for (let start = 0; start < estates.length; start += SLICE) {
      reply({ type: 'slice', estates: estates.slice(start, start + SLICE) })
    }
    reply({ type: 'done', skipped, warnings })
  } catch (error) {
    const reason = error instanceof JsonLoadError ? error.reason : 'network'
    reply({
      type: 'error',
      reason,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
