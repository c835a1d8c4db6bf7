import { onRequest, type HttpsOptions, type Request } from 'firebase-functions/v2/https'

/** What a handler answers: JSON, bytes (a Buffer, sent as they are) or none, with headers of its own. */
export type EndpointAnswer = { status: number; headers?: Record<string, string>; body?: unknown }

/**
 * The settings every HTTP function of the site shares. `cors: false`: the site calls each on its
 * own origin through Hosting's rewrites, so no other origin needs an answer it can read; said
 * explicitly because without it the Functions emulator (its enableCors) reflects any Origin.
 */
const shared = {
  region: 'us-central1',
  cors: false,
  maxInstances: 10,
  concurrency: 80,
  timeoutSeconds: 30,
  memory: '256MiB',
} satisfies HttpsOptions

/**
 * One of the site's HTTP functions: the shared settings (each may be overridden), and the
 * handler's answer sent never cached, never sniffed, unless its own headers say otherwise.
 */
export const endpoint = (
  options: HttpsOptions,
  handle: (request: Request) => EndpointAnswer | Promise<EndpointAnswer>,
) =>
  onRequest({ ...shared, ...options }, async (request, response) => {
    const { status, headers, body } = await handle(request)
    response.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers })
    if (body === undefined) response.status(status).end()
    else if (Buffer.isBuffer(body)) response.status(status).send(body)
    else response.status(status).json(body)
  })
