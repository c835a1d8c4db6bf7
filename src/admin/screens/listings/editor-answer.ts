import type { Listing } from '@/features/listings/listing-schema'
import type { ListingMove } from '@/features/listings/listing-states'
import type { Draft } from './listing-draft'

/** What the editor and its route's action say to each other (editor-route.tsx). */

export type EditorIntent = 'save' | ListingMove

/** What the editor sends: a save of the page's content from `base`, then a move if asked. */
export type EditorRequest = { intent: EditorIntent; base: number; content: Draft | null }

export type EditorRefusal =
  /** Another change came first: who, when, and the listing as it is now. */
  | { kind: 'conflict'; by: string; at: number; newest: Listing | null }
  /** The fields that need another look, by their path. */
  | { kind: 'problems'; fields: Record<string, string> }
  | { kind: 'offline' }
  | { kind: 'message'; message: string }

export type EditorAnswer =
  | { ok: true; intent: EditorIntent; listing: Listing }
  /** `saved`: the save went through before the move was refused. */
  | { ok: false; intent: EditorIntent; saved: Listing | null; refusal: EditorRefusal }
