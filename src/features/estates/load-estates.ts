import type { TranslatedLanguage } from '@/config/languages'
import { dataFiles, translatedDataFiles } from '@/config/paths'
import { catalogueFile } from '@/lib/catalogue-file'
import { fetchJson, JsonLoadError, requestJson } from '@/lib/fetch-json'
import { TRANSLATION } from '@/lib/data-language'
import { earlyDownload } from '@/lib/early-download'
import type { Estate } from './estate-schema'
import type { EstatesWorkerReply, EstatesWorkerRequest } from './estates-worker-protocol'
import type { EstateList } from './parse-estates'

type WorkerBody = EstatesWorkerRequest['body']

/** This build's translations file, requested beside the data file: its answer, if it had one. */
type Translation = { url: string; language: TranslatedLanguage; response?: Response }

/**
 * In a French or German build, the data's translations (decision 038), requested now, with the
 * data file, never after it. A failure is a warning: the estates show in English.
 */
function requestTranslation(signal?: AbortSignal): Promise<Translation> | undefined {
  const language = TRANSLATION
  if (!language) return undefined
  const url = catalogueFile(translatedDataFiles.estates(language))
  return requestJson(url, { signal }).then(
    (response) => ({ url, language, response }),
    (error: unknown) => {
      console.warn(`${String(error)}; shown in English`)
      return { url, language }
    },
  )
}

const bodyOf = (response: Response) => response.body ?? new Blob().stream()

async function handOver(
  worker: Worker,
  url: string,
  response: Response,
  translation: Translation | undefined,
) {
  const request = (body: WorkerBody, translated?: WorkerBody): EstatesWorkerRequest => ({
    url,
    body,
    translation: TRANSLATION &&
      translation && {
        url: translation.url,
        language: translation.language,
        body: translated,
      },
  })
  const body = bodyOf(response)
  const translated = TRANSLATION && translation?.response && bodyOf(translation.response)
  try {
    worker.postMessage(request(body, translated), translated ? [body, translated] : [body])
  } catch {
    // A browser that cannot transfer streams: the bytes, then.
    const bytes = await response.arrayBuffer().catch((error: unknown) => {
      throw new JsonLoadError(url, 'network', String(error))
    })
    const more = TRANSLATION && (await translation?.response?.arrayBuffer().catch(() => undefined))
    worker.postMessage(request(bytes, more), more ? [bytes, more] : [bytes])
  }
}

function loadInWorker(url: string, signal?: AbortSignal) {
  return new Promise<EstateList>((resolve, reject) => {
    const worker = new Worker(new URL('./estates-worker.ts', import.meta.url), { type: 'module' })
    const estates: Estate[] = []
    const finish = () => worker.terminate()
    signal?.addEventListener('abort', () => {
      finish()
      reject(signal.reason)
    })
    worker.onerror = (event) => {
      finish()
      reject(new JsonLoadError(url, 'network', event.message || 'the data worker failed'))
    }
    worker.onmessage = ({ data }: MessageEvent<EstatesWorkerReply>) => {
      if (data.type === 'slice') {
        estates.push(...data.estates)
        return
      }
      finish()
      if (data.type === 'error') {
        reject(
          new JsonLoadError(url, data.reason, data.message.replace(/^Could not load \S+: /, '')),
        )
        return
      }
      data.warnings.forEach((warning) => console.warn(warning))
      resolve({ estates, skipped: data.skipped })
    }
    const fail = (error: unknown) => {
      finish()
      reject(error)
    }
    // The file is requested here, alongside the worker's own code rather than after it, and its
    // body streams on to the worker: the page never holds the bytes (10,000 estates are 6 MB).
    Promise.all([requestJson(url, { signal }), requestTranslation(signal)])
      .then(([response, translation]) => handOver(worker, url, response, translation))
      .catch(fail)
  })
}

/** The estates' file as this page reads it: its own catalogue version's (decision 054). */
const estatesFile = () => catalogueFile(dataFiles.estates)

const early = earlyDownload(() => loadInWorker(estatesFile()))

/**
 * Starts loading the estates before the page that shows them has its code (the boot path does, for
 * an estate page); that page's loadEstates() then takes the load over instead of starting another.
 */
export function loadEstatesEarly() {
  return typeof Worker === 'undefined' ? undefined : early.start()
}

/** The estates of the data file: parsed in a worker where the browser has them. */
export async function loadEstates(signal?: AbortSignal): Promise<EstateList> {
  const started = early.take()
  if (started) return started
  const url = estatesFile()
  if (typeof Worker !== 'undefined') return loadInWorker(url, signal)
  // No workers (tests, very old browsers): parse here; the schema code loads only then.
  const translation = requestTranslation(signal)
  const { parseEstates } = await import('./parse-estates')
  const list = parseEstates(await fetchJson(url, { signal }), url)
  const translated = await translation
  if (!TRANSLATION || !translated) return list
  const [{ estatesIn }, json] = await Promise.all([
    import('./estate-translations'),
    translated.response?.json().catch(() => undefined),
  ])
  return { ...list, estates: estatesIn(list.estates, translated.language, json) }
}

/** Ids compare as text, so 7 and "7" name the same estate. */
export function findEstate(estates: readonly Estate[], id: string) {
  return estates.find((estate) => estate.id === String(id)) ?? null
}

export async function loadEstate(id: string, signal?: AbortSignal) {
  const { estates } = await loadEstates(signal)
  return findEstate(estates, id)
}
