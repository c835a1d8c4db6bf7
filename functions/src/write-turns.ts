/**
 * Writes that add to an account's capped collection (its saved searches, its saved estates), taken
 * in turn so that requests at once never pass the cap (decision 046). The local Firestore has no
 * working transactions; what it and Firestore both do atomically is "create this document unless it
 * exists", and a batch whose first write is that create is written whole or not at all.
 *
 * Each such write takes a numbered turn: it reads the highest turn taken, then the records, decides
 * on them, and writes its records together with the document of turn highest + 1, created unless it
 * exists. Exactly one of several requests that read the same state can create that turn; the others
 * find it taken, read again and decide again. Turns are only ever created at highest + 1, so the set
 * of turns is always 1..highest, and a successful create proves that no other write was taken since
 * the read: the records it decided on were all there were (the enquiry limiter's argument, decision
 * 025). Deleting a record takes no turn: it can only lower a count another request decided on.
 */
export interface WriteTurns<R, W> {
  /** The highest turn the account's writes have taken (0 for none). */
  latest(uid: string): Promise<number>
  /** The account's records as they are now. */
  read(uid: string): Promise<R[]>
  /** Takes turn `n` with these writes, together: false (and nothing written) when n is taken. */
  take(uid: string, n: number, writes: readonly W[]): Promise<boolean>
}

/** What a write decided from the records: what to write (nothing: no turn), and what to answer. */
export type Decision<W, T> = { writes: readonly W[]; answer: T }

/** Too many writes of one account at once to decide (the caller answers "try again"). */
export class WriteTurnsBusyError extends Error {
  constructor() {
    super("The account's records were written by too many requests at once to decide.")
    this.name = 'WriteTurnsBusyError'
  }
}

/**
 * Attempts a write may take under a cap: each lost one means another write was stored, and a full
 * account stops them all, so a few more than the cap lets every request of a burst decide.
 */
export const attemptsFor = (cap: number) => cap + 5

/**
 * Decides on the account's records as they are and writes what `decide` says, in turn: when
 * another write took the turn first, reads again and decides again (at most `maxAttempts` times).
 */
export async function writeInTurn<R, W, T>(
  turns: WriteTurns<R, W>,
  uid: string,
  decide: (records: R[]) => Decision<W, T>,
  maxAttempts: number,
): Promise<T> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    // The highest turn first: the writes of every turn up to it are stored already (each with its
    // turn, together), so the records read next hold all of them.
    const latest = await turns.latest(uid)
    const { writes, answer } = decide(await turns.read(uid))
    if (writes.length === 0) return answer
    if (await turns.take(uid, latest + 1, writes)) return answer
  }
  throw new WriteTurnsBusyError()
}
