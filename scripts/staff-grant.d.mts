/** Grants (or with `none` removes) a staff role, as `npm run staff:grant` does; the exit code. */
export declare function staffGrant(options: {
  email: string
  role: string
  project?: string
  log?: (line: string) => void
}): Promise<number>
