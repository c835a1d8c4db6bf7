/** `font` (an sfnt) with `code` drawn by the glyph of `like` (alias-code-point.mjs). */
export declare function aliasCodePoint(font: Uint8Array, code: number, like: number): Uint8Array
