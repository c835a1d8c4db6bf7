// firebase.json holds the production Hosting config for the committed settings (.env). What is served
// is always derived from it here (decision 023): the Content-Security-Policy's frame-src is the auth
// domain of the settings the site is built with, then the 3D-tour providers' hosts firebase.json
// lists after it (decision 028), and the Hosting emulator's copy also allows the local Auth emulator
// (connect-src and frame-src), nothing else.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { authUrl, firebaseConfig } from './emulator-config.mjs'

export const localConfigFile = 'firebase.local.json'
export const deployConfigFile = 'firebase.deploy.json'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The settings the production build reads (.env, .env.production and their .local files). */
export function buildSettings() {
  return loadEnv('production', root, 'VITE_')
}

/**
 * The policy for these settings: frame-src is the project's auth domain (the sign-in popup's helper
 * frame) in place of firebase.json's first source, then its tour providers' hosts, and an
 * emulator's origin, when given, is added to connect-src and frame-src.
 */
export function policyFor(policy, { authDomain, emulator }) {
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(authDomain ?? ''))
    throw new Error(`VITE_FIREBASE_AUTH_DOMAIN is not a host name: "${authDomain}"`)
  return policy
    .split('; ')
    .map((directive) => {
      if (directive.startsWith('frame-src ')) {
        const [, , ...tours] = directive.split(' ')
        directive = ['frame-src', `https://${authDomain}`, ...tours].join(' ')
      }
      return emulator && /^(connect-src|frame-src) /.test(directive)
        ? `${directive} ${emulator}`
        : directive
    })
    .join('; ')
}

/** firebase.json with its policy made for these settings (and this emulator, if any). */
export function hostingConfig({ settings = buildSettings(), emulator } = {}) {
  const config = structuredClone(firebaseConfig)
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue
      header.value = policyFor(header.value, {
        authDomain: settings.VITE_FIREBASE_AUTH_DOMAIN,
        emulator,
      })
    }
  }
  return config
}

/** The production config, with the emulator's origin added to the CSP's connect-src and frame-src. */
export function localHostingConfig() {
  return hostingConfig({ emulator: authUrl })
}

function write(file, config) {
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
  return file
}

export function writeLocalHostingConfig() {
  return write(localConfigFile, localHostingConfig())
}

/**
 * What `npm run deploy` deploys: firebase.json for the production settings; `public` another
 * folder when given (a published version's build, site-runner-once.mjs), relative to the root.
 * @param {{ file?: string, publicDir?: string }} [options]
 */
export function writeDeployHostingConfig({ file = deployConfigFile, publicDir } = {}) {
  const config = hostingConfig()
  if (publicDir) config.hosting.public = relative(root, publicDir)
  return write(file, config)
}

/**
 * `firebase deploy` with a written config, these parts, and any further arguments.
 * @param {{ config: string, only: string, args?: string[] }} options
 */
export function firebaseDeploy({ config, only, args = [] }) {
  execFileSync(
    'npx',
    ['--no-install', 'firebase', 'deploy', '--config', config, '--only', only, ...args],
    { cwd: root, stdio: 'inherit' },
  )
}
