import { lazyPart } from '@/components/lazy-part'
import type * as ToastHost from './toast-host'

/**
 * Toasts, loaded on the first one: react-toastify and its stylesheet stay off the first paint.
 * react-toastify queues a toast fired before its container has mounted, so none is lost.
 */
const toastHost = lazyPart(() =>
  import('./toast-host').then((module) => {
    module.mountToasts()
    return module
  }),
)

// A host that could not be loaded has said so in the console (lazyPart); the message is lost.
const withHost = (show: (host: typeof ToastHost) => void) =>
  void toastHost.load().then(show, () => undefined)

export const toast = {
  success: (message: string) => withHost(({ toast: show }) => show.success(message)),
  error: (message: string) => withHost(({ toast: show }) => show.error(message)),
  info: (message: string) => withHost(({ toast: show }) => show.info(message)),
}
