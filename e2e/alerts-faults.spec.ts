import http from 'node:http'
import { localAlertKeys, localPublishUrl } from '../scripts/lib/emulator-config.mjs'
import { readDocument, writeDocument } from '../scripts/lib/local-firestore.mjs'
import { signUnsubscribe } from '../functions/src/unsubscribe-token'
import { api } from '../src/config/paths'
import { verified } from './support/auth-emulator'
import { expect, test } from './support/fixtures'

/**
 * The alert functions against uploads that never end (@fault, decision 047): the unsubscribe is a
 * function of its own, and the publish trigger is no address of the site.
 */

const [keyId = '', secret = ''] = localAlertKeys.ALERTS_SIGNING_KEY.split(':')
const tokenFor = (uid: string) => signUnsubscribe(uid, [{ id: keyId, secret }])

type HeldUpload = { finish: () => Promise<number>; abort: () => void }

/**
 * A POST that sends its headers and the first byte of its body, then holds the rest: resolved once
 * that byte is on the wire, so the server has the request in hand.
 */
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
    const answered = new Promise<number>((done, fail) => {
      request.on('response', (response) => {
        response.resume()
        done(response.statusCode ?? 0)
      })
      request.on('error', fail)
    })
    answered.catch(() => undefined) // an aborted upload is never answered
    request.once('error', reject)
    request.write(body.slice(0, 1), () =>
      resolve({
        finish: () => {
          request.end(body.slice(1))
          return answered
        },
        abort: () => request.destroy(),
      }),
    )
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
    // An upload that ends is refused for its key; nothing was run.
    expect(await uploads[0]?.finish()).toBe(401)
  } finally {
    for (const upload of uploads.slice(1)) upload.abort()
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
