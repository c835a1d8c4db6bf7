// Debian's Chromium drives the browser tests and the measurements (a test tool's own browser
// download fails offline).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The full browser: the bench, the screenshots and the other measurements (what visitors run). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The browser tests' Chromium: Debian's build of the headless shell, the same engine without the
 * full browser's interface (new headless mode runs the whole browser, its interface's own renderer
 * processes included). A test with an axe scan took 40 s against 50 s in the full browser on a
 * busy machine (docs/decisions/022-browser-tests-on-a-busy-machine.md). Playwright's own
 * headless runs use the same shell.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell'

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

/** Debian's package for each of the two binaries. */
const packages = {
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
}

/** Installs Debian's package of the binary at `path` when it is missing (as root). */
export function ensureChromium(path = chromiumPath) {
  if (existsSync(path)) return path
  const debianPackage = packages[path]
  if (!debianPackage || process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian: sudo apt-get install -y ` +
        `${debianPackage ?? 'chromium'}) or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    )
  }
  console.log(`${path} is missing: installing Debian's ${debianPackage} package (apt-get)...`)
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    { stdio: 'inherit' },
  )
  return path
}
