import http from 'node:http'
import { localAlertKeys, localPublishUrl } from '../scripts/lib/emulator-config.mjs'
import { readDocument, writeDocument } from '../scripts/lib/local-firestore.mjs'
import { signUnsubscribe } from '../functions/src/unsubscribe-token'
import { api } from '../src/config/paths'
import { verified } from './support/auth-emulator'
import { expect, test } from './support/fixtures'

/**
 * The alert functions against uploads that never end (@fault, decision 047): the unsubscribe is a
 * function of its own, and the publish trigger is no address of the site. The emulator reads a
 * whole body before it gives the request a process, so the platform's queueing itself is shown by
 * functions/src/alert-functions.test.ts; this checks the same end to end.
 */

const [keyId = '', secret = ''] = localAlertKeys.ALERTS_SIGNING_KEY.split(':')
const tokenFor = (uid: string) => signUnsubscribe(uid, [{ id: keyId, secret }])

type HeldUpload = { abort: () => void }

/** A POST that sends its headers and the first byte of its body, then holds the rest. */
function holdUpload(url: string): Promise<HeldUpload> {
  const body = JSON.stringify({ maxMails: 1 })
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer local:not-the-key',
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
    })
    request.on('error', () => undefined) // aborted by the test
    request.once('error', reject)
    request.write(body.slice(0, 1), () => resolve({ abort: () => request.destroy() }))
  })
}

test('@fault ten slow uploads to the publish function do not delay a one-click unsubscribe', async ({
  request,
  newUser,
}) => {
  const user = await verified(await newUser())
  await writeDocument(`accounts/${user.uid}/searches/s1`, {
    name: 'Held',
    query: 'q=held',
    frequency: 'daily',
    language: 'en',
    createdAt: 0,
    updatedAt: 0,
  })
  const uploads = await Promise.all(Array.from({ length: 10 }, () => holdUpload(localPublishUrl)))
  try {
    // The mail client's one-click POST (RFC 8058) to the address in the mail's header.
    const started = Date.now()
    const answer = await request.post(api.alertsUnsubscribe(tokenFor(user.uid)), {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    const took = Date.now() - started
    expect(answer.status()).toBe(200)
    expect(took).toBeLessThan(2_000)
    expect(await readDocument(`accounts/${user.uid}/searches/s1`)).toMatchObject({
      frequency: 'off',
    })
  } finally {
    // Not ended: an ended one would be refused for its key (handle-publish.test.ts), but would
    // cost a process start here whenever another test's publication has the function's process.
    for (const upload of uploads) upload.abort()
  }
})

test('@fault the site has no address that publishes, even with the key', async ({ request }) => {
  const answer = await request.post('/api/alerts/publish', {
    headers: { Authorization: `Bearer ${localAlertKeys.ALERTS_PUBLISH_KEY}` },
    data: {},
  })
  // Hosting's own answer (the app's page), not a function's.
  expect(answer.headers()['content-type']).toContain('text/html')
})
