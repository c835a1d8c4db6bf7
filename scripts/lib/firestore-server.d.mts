/**
 * Starts the local Firestore (see firestore-server.mjs); port 0 picks a free one. With `dataFile`,
 * its documents are loaded from that file at start and written back by `stop` (and `save`).
 */
export declare function startFirestoreServer(options?: {
  host?: string
  port?: number
  dataFile?: string
}): Promise<{ address: string; stop: () => void; save: () => number; count: () => number }>
