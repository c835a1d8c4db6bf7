import { translatedLanguages } from '@/config/languages'
import type { Estate } from '@/features/estates/estate-schema'
import { parseEstateTranslations } from '@/features/estates/estate-translations'
import { parseEstates } from '@/features/estates/parse-estates'
import type { MailTranslations } from '../compose-mail'
import { titlesFrom, type TitleIn } from '../estate-titles'
import { siteFileNames } from './site-files'

/**
 * The catalogue the site shows, as the functions read it (issue 45): the agent an enquiry goes to,
 * a saved estate's title, what an alert mails. The version `site/live` names, read from its stored
 * files (decision 053); before anything was published, the files the site serves (the catalogue
 * of its deploy). Kept per instance by version: a publish is seen on the next request.
 */
export type LiveCatalogue = {
  /** The version's hash; null for the served files of a site never published. */
  hash: string | null
  /** data.json's text: an alert run parses it its own way (publish-alerts.ts). */
  text: string
  estates: ReadonlyMap<string, Estate>
  translations: MailTranslations
  titleIn: TitleIn
}

export type LiveCatalogueDeps = {
  /** The version the site shows (`site/live`), or null before the first publish. */
  live: () => Promise<{ hash: string } | null>
  /** A version's file (`data.fr.json`), or null when it is not stored. */
  versionFile: (hash: string, name: string) => Promise<Buffer | null>
  /** A file the site serves (`/data.fr.json`): the text, or why not. */
  siteFile: (path: string) => Promise<{ ok: true; text: string } | { ok: false; reason: string }>
  warn: (message: string) => void
  now: () => number
  /** How long one look at `site/live` answers for (a burst of requests reads it once). */
  recheckMs?: number
}

/** data.json, then each translation's file with its language (siteFileNames' order). */
const files = siteFileNames.map((name, index) => ({
  name,
  language: index ? translatedLanguages[index - 1] : undefined,
}))

export class CatalogueUnavailable extends Error {
  name = 'CatalogueUnavailable'
}

/** One catalogue read whole: data.json must be there; a translation missing leaves English. */
async function readCatalogue(hash: string | null, deps: LiveCatalogueDeps): Promise<LiveCatalogue> {
  const from = hash ? `version ${hash.slice(0, 12)}` : 'the site'
  const texts = await Promise.all(
    files.map(async ({ name }) => {
      if (!hash) {
        const read = await deps.siteFile(`/${name}`)
        return read.ok ? read.text : (deps.warn(`${from}: ${read.reason}`), undefined)
      }
      const bytes = await deps.versionFile(hash, name)
      if (!bytes) deps.warn(`${from}: ${name} is not stored`)
      return bytes?.toString('utf8')
    }),
  )
  const [text, ...translated] = texts
  if (text === undefined) throw new CatalogueUnavailable(`The catalogue of ${from} is unreadable`)
  const json = (name: string, body: string): unknown => {
    try {
      return JSON.parse(body)
    } catch (error) {
      deps.warn(`${from}: ${name} is not JSON (${String(error)})`)
      return undefined
    }
  }
  const warn = (message: string) => deps.warn(`${from}: ${message}`)
  const list = parseEstates(json('data.json', text), 'data.json', warn).estates
  const translations: MailTranslations = {}
  translated.forEach((body, index) => {
    const file = files[index + 1]!
    if (body === undefined || !file.language) return
    translations[file.language] = parseEstateTranslations(
      json(file.name, body),
      file.language,
      list,
      warn,
    )
  })
  return {
    hash,
    text,
    estates: new Map(list.map((estate) => [estate.id, estate])),
    translations,
    titleIn: titlesFrom(translations),
  }
}

/**
 * The live catalogue, read again only when `site/live` names another version. A version that
 * cannot be read leaves the one before in use (logged); with none before, the call fails.
 */
export function liveCatalogue(deps: LiveCatalogueDeps): () => Promise<LiveCatalogue> {
  const recheckMs = deps.recheckMs ?? 1_000
  let current: { key: string; catalogue: Promise<LiveCatalogue> } | undefined
  let looked: { at: number; answer: Promise<LiveCatalogue> } | undefined

  const look = async (): Promise<LiveCatalogue> => {
    const live = await deps.live().catch((error: unknown) => {
      if (!current) throw error
      deps.warn(`The live version could not be read (${String(error)}); the last one is used`)
      return undefined
    })
    if (live === undefined) return current!.catalogue
    const key = live?.hash ?? 'site'
    if (current?.key === key) return current.catalogue
    const before = current
    const reading = readCatalogue(live?.hash ?? null, deps)
    current = { key, catalogue: reading }
    try {
      return await reading
    } catch (error) {
      // Back to the version before, if any; else try again on the next request.
      current = before
      if (!before) throw error
      deps.warn(`${String(error)}; the version before is used`)
      return before.catalogue
    }
  }

  return () => {
    const now = deps.now()
    if (looked && now - looked.at < recheckMs) return looked.answer
    const answer = look()
    looked = { at: now, answer }
    // A failed look is not kept: the next request looks again.
    answer.catch(() => {
      if (looked?.answer === answer) looked = undefined
    })
    return answer
  }
}
