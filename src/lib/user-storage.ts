/**
 * What the site keeps in the browser for one signed-in person lives under keys that name them
 * (`user:{uid}:{name}`), so that deleting the account forgets all of it at once.
 */
const prefixOf = (uid: string) => `user:${uid}:`

export const userStorageKey = (uid: string, name: string) => `${prefixOf(uid)}${name}`

export function clearUserStorage(uid: string, storage: Storage = localStorage) {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(prefixOf(uid))) keys.push(key)
  }
  keys.forEach((key) => storage.removeItem(key))
}
