/**
 * Resolves once every image within `root` is loaded and decoded (or has failed), or after
 * `maxWaitMs`: printing before then would put blank boxes on paper, as print layout does not
 * wait for images. Works for images that are not displayed, such as a block for paper only.
 */
export function whenImagesReady(root: Element, maxWaitMs: number) {
  const images = [...root.querySelectorAll('img')].map((image) =>
    image.decode().catch(() => undefined),
  )
  return Promise.race([
    Promise.all(images).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs)),
  ])
}
