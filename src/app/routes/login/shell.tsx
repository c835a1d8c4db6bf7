import type { ShellModule } from '../../pages'
import { Component } from './route'

/** The form as the app draws it; the HTML's copy takes no input (boot/shells.tsx). */
export const firstScreen: ShellModule['firstScreen'] = () => <Component />
