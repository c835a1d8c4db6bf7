// The site runner's store (scripts/lib/site-runner-rules.mjs's BuildStore) on Firestore, through
// the Admin SDK (the functions' own copy): `builds/{n}`, `catalogueVersions/{n}` and `site/live`,
// as issue 45's contract lays them out. Only plain reads and writes: the local Firestore has no
// transactions; the runner is the only writer of a build's state after `queued`, and of site/live.

/**
 * @param {any} db a Firestore of firebase-admin
 * @returns {import('./site-runner-rules.mjs').BuildStore}
 */
export function firestoreBuildStore(db) {
  const builds = db.collection('builds')
  /** @param {any} snapshot */
  const listed = (snapshot) =>
    snapshot.docs.map((/** @type {any} */ doc) => ({
      id: doc.id,
      n: Number(doc.get('n')),
      hash: String(doc.get('hash')),
    }))
  return {
    queued: async () => listed(await builds.where('state', '==', 'queued').get()),
    interrupted: async () => listed(await builds.where('state', '==', 'building').get()),
    update: async (id, fields) => {
      await builds.doc(id).set(fields, { merge: true })
    },
    live: async () => {
      const snapshot = await db.doc('site/live').get()
      if (!snapshot.exists) return null
      return { n: Number(snapshot.get('n')), hash: String(snapshot.get('hash')) }
    },
    setLive: async ({ n, hash, at }) => {
      await db.doc('site/live').set({ n, hash, at })
    },
    photos: async (id) => {
      const snapshot = await db.collection('catalogueVersions').doc(id).get()
      const photos = snapshot.exists ? snapshot.get('photos') : undefined
      return Array.isArray(photos) ? photos.map(String) : []
    },
  }
}
