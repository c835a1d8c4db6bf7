// The local inbox: a real SMTP server on loopback (smtp-server, by nodemailer's authors) that keeps
// every message it receives in .mail/ as the raw message (.eml) and a parsed copy (.json) that the
// browser tests and a person can read. Started with the emulators (scripts/lib/emulators.mjs).
//
// Two test-only switches, keyed by the message so that tests running side by side do not disturb
// each other: a message mentioning "smtp-down" is refused as a server going away would refuse it
// (421, connection closed), and one mentioning "smtp-stall" gets no answer until the client gives up.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { mailServer } from './emulator-config.mjs'

const addresses = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map(({ name, address }) => ({ name, address })),
  )

/** Reads the stored messages, oldest first (for the tests and scripts). */
export function storedMessageFiles(dir = mailServer.dir) {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => join(dir, file))
  } catch {
    return []
  }
}

/**
 * @param {{ dir?: string, port?: number, host?: string, clear?: boolean }} options
 * @returns {Promise<{ stop: () => Promise<void>, dir: string, url: string }>}
 */
export async function startMailServer({
  dir = mailServer.dir,
  port = mailServer.port,
  host = mailServer.host,
  clear = false,
} = {}) {
  if (clear) rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    name: 'luxury-living.local',
    banner: 'Luxury Living local inbox',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 10 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks)
        const text = raw.toString('utf8')
        if (text.includes('smtp-down')) {
          const error = Object.assign(new Error('Service not available, closing channel'), {
            responseCode: 421,
          })
          callback(error)
          return
        }
        if (text.includes('smtp-stall')) return // never answers: the client's timeout decides
        try {
          const parsed = await simpleParser(raw)
          count += 1
          const id = `${Date.now()}-${process.pid}-${String(count).padStart(5, '0')}`
          writeFileSync(join(dir, `${id}.eml`), raw)
          const record = {
            id,
            receivedAt: new Date().toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            cc: addresses(parsed.cc),
            bcc: addresses(parsed.bcc),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            headers: Object.fromEntries(
              [...parsed.headerLines].map(({ key, line }) => [key, line]),
            ),
            headerNames: parsed.headerLines.map(({ key }) => key),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          }
          writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(record, null, 2)}\n`)
          callback()
        } catch (error) {
          callback(error)
        }
      })
    },
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => console.error('Local mail server:', error.message))
  return {
    dir,
    url: `smtp://${host}:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

// Run on its own (`node scripts/lib/mail-server.mjs [--clear]`): the emulators' starter runs it as
// a child process, so a caller that blocks its own event loop (spawnSync) cannot stall the inbox.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startMailServer({ clear: process.argv.includes('--clear') })
  console.log(`Local inbox listening at ${server.url}, keeping mail in ${server.dir}/`)
  const stop = () => server.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
