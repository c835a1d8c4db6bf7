// The Hosting emulator serves the production firebase.json with one difference: its
// Content-Security-Policy also allows the local Auth emulator (connect-src and frame-src).
import { writeFileSync } from 'node:fs'
import { authUrl, firebaseConfig } from './emulator-config.mjs'

export const localConfigFile = 'firebase.local.json'

/** The production config, with the emulator's origin added to the CSP's connect-src and frame-src. */
export function localHostingConfig() {
  const emulator = authUrl
  const config = structuredClone(firebaseConfig)
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue
      header.value = header.value
        .split('; ')
        .map((directive) =>
          /^(connect-src|frame-src) /.test(directive) ? `${directive} ${emulator}` : directive,
        )
        .join('; ')
    }
  }
  return config
}

export function writeLocalHostingConfig() {
  writeFileSync(localConfigFile, `${JSON.stringify(localHostingConfig(), null, 2)}\n`)
  return localConfigFile
}
