/** What a command reads of the local Firestore through the Admin SDK (the site has no types of it). */
type Firestore = {
  collection: (path: string) => {
    get: () => Promise<{ docs: { data: () => unknown }[] }>
    doc: (id: string) => {
      get: () => Promise<{ exists: boolean }>
      update: (fields: Record<string, unknown>) => Promise<unknown>
    }
  }
}

/** An Admin SDK app of a command's own, or why there is none (admin-app.mjs). */
export declare function adminApp(options: {
  name: string
  project?: string
  auth?: boolean
}): Promise<
  | {
      app: unknown
      sdk: { getAuth: (app: unknown) => unknown; getFirestore: (app: unknown) => Firestore }
      close: () => Promise<void>
    }
  | { unavailable: string }
>
