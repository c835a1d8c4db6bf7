// Debian's Chromium drives the browser tests (a test tool's own browser download fails offline).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Flags that keep Chromium quiet offline (root needs --no-sandbox). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it (Debian: sudo apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    )
  }
  console.log("Chromium is missing: installing Debian's package (apt-get)...")
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
  return chromiumPath
}
