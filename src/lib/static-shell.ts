import { createContext, useContext } from 'react'

/**
 * Set (to true) only around a page drawn at build time into its HTML (app/boot/shells.tsx), before
 * anyone's session is known and before any script runs. What differs there reads it here, rather
 * than each page passing a flag down through its features.
 */
export const StaticShell = createContext(false)

/** Whether this is the page's static first screen, not the app. */
export const useStaticShell = () => useContext(StaticShell)
