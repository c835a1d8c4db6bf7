/** The characters of the fonts' core cut, as [first, last] code points (font-core-ranges.mjs). */
export declare const coreRanges: [number, number][]
