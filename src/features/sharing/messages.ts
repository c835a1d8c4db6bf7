/** Sharing an estate: the share sheet where there is one, the clipboard where there is not. */
export const shareMessages = {
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: (url: string) => `Could not copy the link. Here it is: ${url}`,
} as const
