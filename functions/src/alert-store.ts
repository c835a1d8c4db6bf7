import type { Language } from '@/config/languages'
import type { Availability } from '@/features/estates/estate-status'
import type { EstateSnapshot } from './catalogue-changes'

/** A saved search as the "saved-searches" function writes it (accounts/{uid}/searches/{id}). */
export type AlertFrequency = 'off' | 'daily' | 'weekly'
export type SavedSearch = {
  id: string
  name: string
  query: string
  frequency: AlertFrequency
  /** The language of the page it was last saved or changed from (English before it was kept). */
  language: Language
  updatedAt: number
}

/** An account as the identity provider knows it: only a verified address is ever mailed. */
export type AlertPerson = { uid: string; email: string | null; emailVerified: boolean }

/** One thing a mail tells; what names the estate is copied in, so the mail needs no old data. */
export type AlertItem =
  | {
      kind: 'new'
      estateId: string
      title: string
      location: string
      price: number | null
      monthly: boolean
      searchId: string
    }
  | {
      kind: 'price'
      estateId: string
      title: string
      from: number | null
      to: number | null
      monthly: boolean
    }
  | { kind: 'availability'; estateId: string; title: string; from: Availability; to: Availability }
  | { kind: 'removed'; estateId: string; title: string }

/**
 * A person's alerts from one catalogue version, kept until a mail carries them. `mailId` is set
 * just before the mail is handed to SMTP: an item that has one is never sent again.
 */
export type PendingAlerts = {
  version: string
  createdAt: number
  items: AlertItem[]
  /** How many more new estates matched than the items list (per search id). */
  more: Record<string, number>
  mailId?: string
}

export type CatalogueSeen = { version: string; publishedAt: number; estates: EstateSnapshot[] }

/**
 * Everything the alerts read and write. Firestore in production (firestore-alert-store.ts), a Map
 * in tests and in the load figure (memory-alert-store.ts). "Create" methods answer false when the
 * record exists: the local Firestore's transactions do nothing, and create-unless-exists is atomic
 * in both, so a run repeated or run twice at once adds and mails nothing twice.
 */
export type AlertStore = {
  /** Every account, page by page (the identity provider's list). */
  people(): AsyncIterable<AlertPerson>
  searches(uid: string): Promise<SavedSearch[]>
  savedEstates(uid: string): Promise<string[]>
  lastCatalogue(): Promise<CatalogueSeen | null>
  saveCatalogue(catalogue: CatalogueSeen): Promise<void>
  addPending(uid: string, pending: PendingAlerts): Promise<boolean>
  pending(uid: string): Promise<(PendingAlerts & { id: string })[]>
  /**
   * Sets (or with null, clears) the mail that carries these pending records; false when they are
   * gone (the account deleted since they were read).
   */
  markPending(uid: string, ids: string[], mailId: string | null): Promise<boolean>
  /** Claims the person's mail of a version; false if it is claimed already (sent or on its way). */
  claimMail(uid: string, mailId: string, at: number): Promise<boolean>
  /** Records the mail sent, unless the account's records are gone (deleted during the run). */
  mailSent(uid: string, mailId: string, at: number): Promise<void>
  /** Gives a claim back when the mail was not delivered (SMTP down), for the next run. */
  releaseMail(uid: string, mailId: string): Promise<void>
  lastMailAt(uid: string): Promise<number | null>
  /** Turns every search's alerts off, drops what is pending and records when. */
  unsubscribe(uid: string, at: number): Promise<void>
}
