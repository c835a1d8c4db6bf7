/**
 * What the site keeps in the browser for one signed-in person lives under keys that name them
 * (`user:{uid}:{name}`), so that deleting the account, or signing out of a shared computer,
 * forgets all of it at once.
 */
const prefixOf = (uid: string) => `user:${uid}:`

export const userStorageKey = (uid: string, name: string) => `${prefixOf(uid)}${name}`

/**
 * Removes every key of one person from this browser, and nothing of anyone else's. Never throws:
 * false when storage refused (turned off), whatever it could not remove then staying.
 */
export function clearUserStorage(uid: string, storage?: Storage) {
  try {
    const store = storage ?? localStorage
    const keys: string[] = []
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index)
      if (key?.startsWith(prefixOf(uid))) keys.push(key)
    }
    keys.forEach((key) => store.removeItem(key))
    return true
  } catch (error) {
    console.warn('What this browser keeps for the user could not be cleared', error)
    return false
  }
}
