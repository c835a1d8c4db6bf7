import type * as ToastHostModule from './toast-host'

/**
 * Toasts, loaded on the first one: react-toastify and its stylesheet stay off the first paint.
 * react-toastify queues a toast fired before its container has mounted, so none is lost.
 */
type ToastHost = typeof ToastHostModule

let host: Promise<ToastHost> | undefined

function withHost(show: (module: ToastHost) => void) {
  host ??= import('./toast-host').then((module) => {
    module.mountToasts()
    return module
  })
  host.then(show).catch((error: unknown) => console.error('Could not show a message', error))
}

export const toast = {
  success: (message: string) => withHost(({ toast: show }) => show.success(message)),
  error: (message: string) => withHost(({ toast: show }) => show.error(message)),
  info: (message: string) => withHost(({ toast: show }) => show.info(message)),
}
