/** Writes a document of the local Firestore (see local-firestore.mjs). */
export declare function writeDocument(path: string, data: Record<string, unknown>): Promise<void>
/** Deletes a document of the local Firestore. */
export declare function deleteDocument(path: string): Promise<void>
/** A document of the local Firestore, or null when there is none. */
export declare function readDocument(path: string): Promise<Record<string, unknown> | null>
/** The documents of a collection of the local Firestore. */
export declare function readCollection(path: string): Promise<Record<string, unknown>[]>
