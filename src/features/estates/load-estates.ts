import { dataFiles } from '@/config/paths'
import { fetchJson, JsonLoadError, requestJson } from '@/lib/fetch-json'
import type { Estate } from './estate-schema'
import type { EstatesWorkerReply, EstatesWorkerRequest } from './estates-worker-protocol'
import type { EstateList } from './parse-estates'

async function handOver(worker: Worker, url: string, response: Response) {
  const body = response.body ?? new Blob().stream()
  try {
    worker.postMessage({ url, body } satisfies EstatesWorkerRequest, [body])
  } catch {
    // A browser that cannot transfer streams: the bytes, then.
    const bytes = await response.arrayBuffer().catch((error: unknown) => {
      throw new JsonLoadError(url, 'network', String(error))
    })
    worker.postMessage({ url, body: bytes } satisfies EstatesWorkerRequest, [bytes])
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
    requestJson(url, { signal })
      .then((response) => handOver(worker, url, response))
      .catch(fail)
  })
}

let early: Promise<EstateList> | undefined

/**
 * Starts loading the estates before the page that shows them has its code (the boot path does, for
 * an estate page); that page's loadEstates() then takes the load over instead of starting another.
 */
export function loadEstatesEarly() {
  if (early || typeof Worker === 'undefined') return undefined
  early = loadInWorker(dataFiles.estates)
  // Whoever takes it over reports a failure; until then it is not an unhandled rejection.
  early.catch(() => undefined)
  return early
}

/** The estates of the data file: parsed in a worker where the browser has them. */
export async function loadEstates(signal?: AbortSignal): Promise<EstateList> {
  const started = early
  early = undefined
  if (started) return started
  if (typeof Worker !== 'undefined') return loadInWorker(dataFiles.estates, signal)
  // No workers (tests, very old browsers): parse here; the schema code loads only then.
  const { parseEstates } = await import('./parse-estates')
  return parseEstates(await fetchJson(dataFiles.estates, { signal }), dataFiles.estates)
}

/** Ids compare as text, so 7 and "7" name the same estate. */
export function findEstate(estates: readonly Estate[], id: string) {
  return estates.find((estate) => estate.id === String(id)) ?? null
}

export async function loadEstate(id: string, signal?: AbortSignal) {
  const { estates } = await loadEstates(signal)
  return findEstate(estates, id)
}
