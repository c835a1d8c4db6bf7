/** Imports a catalogue as published listings, as `npm run catalogue:import` does; the exit code. */
export declare function catalogueImport(options: {
  file: string
  project?: string
  onlyIfEmpty?: boolean
  log?: (line: string) => void
}): Promise<number>
