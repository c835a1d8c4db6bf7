/**
 * The estate page's "Print brochure" and its failure: a catalogue of their own, as they come with
 * the page's first download, which the brochure's words on paper (messages.ts) stay out of.
 */
export const printMessages = {
  print: 'Print brochure',
  failed: 'The brochure could not be prepared. Check your connection and try again.',
} as const
