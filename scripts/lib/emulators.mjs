// Starts Firebase's Auth and Hosting emulators with the production firebase.json and waits until
// both answer. Shared by `npm start`, the browser tests and the benchmark.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import net from 'node:net'
import { authUrl, emulatorSettings, hostingUrl, projectId } from './emulator-config.mjs'
import { writeLocalHostingConfig } from './hosting-config.mjs'

function portInUse(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The emulators exited early (code ${child.exitCode}).`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Timed out waiting for ${url}`)
}

/**
 * @param {{ dataDir?: string, quiet?: boolean, timeoutMs?: number }} options
 *   dataDir keeps the local accounts across restarts (imported at start, exported on exit).
 */
export async function startEmulators({ dataDir, quiet = false, timeoutMs = 90_000 } = {}) {
  for (const [name, { host, port }] of Object.entries(emulatorSettings)) {
    if (port && (await portInUse(host, port))) {
      throw new Error(
        `Port ${port} (${name} emulator) is already in use: is the site already running? Stop it first.`,
      )
    }
  }
  const args = ['emulators:start', '--only', 'auth,hosting', '--project', projectId]
  args.push('--config', writeLocalHostingConfig())
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    args.push('--import', dataDir, '--export-on-exit', dataDir)
  }
  const child = spawn('npx', ['--no-install', 'firebase', ...args], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  })
  let log = ''
  if (quiet) {
    child.stdout.on('data', (chunk) => (log += chunk))
    child.stderr.on('data', (chunk) => (log += chunk))
  }
  try {
    await waitFor(`${authUrl}/`, child, timeoutMs)
    await waitFor(`${hostingUrl}/`, child, timeoutMs)
  } catch (error) {
    if (quiet) process.stderr.write(log)
    stop()
    throw error
  }

  function stop() {
    return new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      // SIGINT lets the CLI export the accounts before it exits.
      try {
        process.kill(-child.pid, 'SIGINT')
      } catch {
        resolve()
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 15_000).unref()
    })
  }
  return { stop, child }
}
