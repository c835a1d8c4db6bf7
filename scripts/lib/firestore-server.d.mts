/** Starts the local Firestore (see firestore-server.mjs); port 0 picks a free one. */
export declare function startFirestoreServer(options?: {
  host?: string
  port?: number
}): Promise<{ address: string; stop: () => void }>
