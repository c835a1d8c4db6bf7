import { refuse } from './account-request'
import { parseKeyRing, productionKeyProblems, type KeyRing } from './alert-keys'

export type AlertKeyName = 'ALERTS_PUBLISH_KEY' | 'ALERTS_SIGNING_KEY'

export type AlertSettings<Name extends AlertKeyName> = {
  keys: Record<Name, KeyRing>
  /** The site's origin: the catalogue is read there, the mails link there. */
  siteUrl: string
  /** The Functions emulator (FUNCTIONS_EMULATOR=true): local keys, test catalogues. */
  emulator: boolean
}

export type AlertSettingsRead<Name extends AlertKeyName> =
  { ok: true; settings: AlertSettings<Name> } | { ok: false; problems: string[] }

/**
 * An alert function's secrets and site address as it starts, or every reason it must not run:
 * deployed, a short or committed key, or a site not on https, would let anyone who read the
 * repository (or guessed) publish or sign. The emulator runs on its committed local keys.
 */
export function readAlertSettings<Name extends AlertKeyName>(
  values: Record<Name, string | undefined>,
  { siteUrl, emulator }: { siteUrl: string | undefined; emulator: boolean },
): AlertSettingsRead<Name> {
  const problems: string[] = []
  const keys = {} as Record<Name, KeyRing>
  for (const name of Object.keys(values) as Name[]) {
    const read = parseKeyRing(name, values[name])
    if (!read.ok) {
      problems.push(read.problem)
      continue
    }
    keys[name] = read.keys
    if (!emulator) problems.push(...productionKeyProblems(name, read.keys))
  }
  let site: URL | undefined
  try {
    site = new URL(siteUrl ?? '')
  } catch {
    problems.push('SITE_URL is not an address (https://your.domain)')
  }
  if (site && !emulator && site.protocol !== 'https:') problems.push('SITE_URL is not https')
  if (problems.length) return { ok: false, problems }
  return { ok: true, settings: { keys, siteUrl: (siteUrl ?? '').replace(/\/$/, ''), emulator } }
}

/** The answer of an alert function whose settings are unfit to run on, logged each time. */
export function misconfigured(problems: string[], log: (message: string, detail: unknown) => void) {
  log('The alerts refuse to run: fix their secrets or SITE_URL (README, decision 047)', {
    problems,
  })
  return refuse(503, 'misconfigured', 'The alerts are not available.')
}
