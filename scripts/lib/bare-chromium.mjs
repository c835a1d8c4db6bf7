// A Chromium page driven over the DevTools protocol with only the domains a measurement enables.
// Playwright and Puppeteer always enable the Network domain, and with it Chromium keeps a decoded
// copy of every response the page fetches, on the page's main thread: for a 6 MB data file that is
// a long task a visitor's browser never runs (decision 006); scripts/bench/scale.mjs times the main
// thread with this.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export async function openBarePage() {
  const profile = mkdtempSync(join(tmpdir(), 'bare-chromium-'))
  const browser = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const endpoint = await new Promise((resolve, reject) => {
    let output = ''
    browser.stderr.on('data', (chunk) => {
      output += chunk
      const match = /DevTools listening on (ws:\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    browser.once('exit', () => reject(new Error(`Chromium exited before listening:\n${output}`)))
  })
  const socket = new WebSocket(endpoint)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let lastId = 0
  const replies = new Map()
  const listeners = new Set()
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw))
    if (message.id === undefined) return listeners.forEach((listener) => listener(message))
    const reply = replies.get(message.id)
    replies.delete(message.id)
    if (message.error) reply?.reject(new Error(`${message.error.message} (${reply.method})`))
    else reply?.resolve(message.result)
  })
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      lastId += 1
      replies.set(lastId, { resolve, reject, method })
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }))
    })
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' })
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
  const page = {
    send: (method, params) => send(method, params, sessionId),
    /** Calls `listener(params)` for each `method` event of the page. */
    on(method, listener) {
      listeners.add((message) => {
        if (message.sessionId === sessionId && message.method === method) listener(message.params)
      })
    },
    async evaluate(expression) {
      const { result, exceptionDetails } = await page.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      })
      if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.text}`)
      return result.value
    },
    async waitFor(expression, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      while (!(await page.evaluate(expression))) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${expression}`)
        await sleep(100)
      }
    },
    async close() {
      if (browser.exitCode === null) {
        // Closed the way a person closes it, so its helper processes are gone before the profile.
        const exited = new Promise((resolve) => browser.once('exit', resolve))
        await Promise.race([send('Browser.close').catch(() => undefined), sleep(5000)])
        await Promise.race([exited, sleep(5000).then(() => browser.kill('SIGKILL'))])
      }
      socket.close()
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (error) {
        // Chromium's helpers may still be writing to it; a stray temporary profile harms nothing.
        console.warn(`Could not remove ${profile}: ${error.message}`)
      }
    },
  }
  return page
}
