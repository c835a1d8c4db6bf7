/*
 * TEST-ONLY stand-in for Google's loader script https://apis.google.com/js/api.js.
 *
 * Why: Firebase Auth's signInWithPopup loads api.js, then uses gapi.iframes to open a hidden helper
 * iframe (on the Auth emulator: /emulator/auth/iframe, which loads api.js too) and talks to it:
 * the page sends 'webStorageSupport', the iframe sends 'authEvent' once the popup is done. Offline
 * the real script is unreachable and sign-in fails with auth/internal-error before any popup opens.
 * This implements just that subset of gapi.iframes over window.postMessage; the same script runs on
 * both sides. Served only by Playwright routes (e2e/support/social-popup.ts); it never ships.
 */
;(() => {
  const TAG = '__gapiStandIn'
  const scriptSrc = document.currentScript && document.currentScript.src

  // Firebase's webStorageSupport callback throws after handling the reply (the real gapi ignores
  // that), so callbacks are isolated from the messaging code.
  const safely = (cb, arg) => {
    try {
      if (typeof cb === 'function') cb(arg)
    } catch {
      /* ignored on purpose */
    }
  }

  // One channel per peer window: outgoing calls wait until the peer's script has said hello, and
  // incoming calls wait until a handler is registered (the iframe may speak first).
  const channels = []
  const makeChannel = (peer, ready) => {
    const ch = { peer, ready, outbox: [], handlers: {}, inbox: {}, waiting: {}, nextId: 1 }
    ch.handlers._ping = () => ({ status: 'ACK' })
    ch.post = (msg) => {
      if (ch.ready) ch.peer.postMessage({ ...msg, [TAG]: true }, '*')
      else ch.outbox.push(msg)
    }
    ch.dispatch = (msg) => {
      Promise.resolve()
        .then(() => ch.handlers[msg.name](msg.data))
        .then(
          (result) => result,
          (error) => ({ status: 'ERROR', error: String(error) }),
        )
        .then((result) => ch.post({ kind: 'reply', id: msg.id, result }))
    }
    ch.receive = (msg) => {
      if (msg.kind === 'hello') {
        ch.ready = true
        ch.outbox.splice(0).forEach(ch.post)
      } else if (msg.kind === 'call') {
        if (ch.handlers[msg.name]) ch.dispatch(msg)
        else (ch.inbox[msg.name] = ch.inbox[msg.name] || []).push(msg)
      } else if (msg.kind === 'reply' && ch.waiting[msg.id]) {
        const done = ch.waiting[msg.id]
        delete ch.waiting[msg.id]
        done(msg.result)
      }
    }
    channels.push(ch)
    // The subset of gapi.iframes.Iframe that Firebase and the emulator's helper iframe use.
    return {
      register(name, handler) {
        ch.handlers[name] = handler
        ;(ch.inbox[name] || []).splice(0).forEach(ch.dispatch)
      },
      send(name, data, cb) {
        return new Promise((resolve) => {
          const id = ch.nextId++
          ch.waiting[id] = (result) => {
            safely(cb, [result])
            resolve([result])
          }
          ch.post({ kind: 'call', id, name, data })
        })
      },
      ping(cb, data) {
        return this.send('_ping', data, cb)
      },
      restyle(style, cb) {
        safely(cb, [])
        return Promise.resolve([])
      },
    }
  }

  if (!window.gapi || !window.gapi.__standIn) {
    window.addEventListener('message', (e) => {
      if (!e.data || e.data[TAG] !== true) return
      const ch = channels.find((c) => c.peer === e.source)
      if (ch) ch.receive(e.data)
    })

    let parentIframe = null
    const context = {
      // Creates the helper iframe; resolves with what `cb` returns (Firebase passes a promise).
      open(opts, cb) {
        const el = document.createElement('iframe')
        const attributes = opts.attributes || {}
        for (const [key, value] of Object.entries(attributes)) {
          if (key === 'style') Object.assign(el.style, value)
          else el.setAttribute(key, String(value))
        }
        el.src = opts.url
        ;(opts.where || document.body).appendChild(el)
        const iframe = makeChannel(el.contentWindow, false)
        return Promise.resolve(cb ? cb(iframe) : iframe).then((result) => result || iframe)
      },
      getParentIframe() {
        parentIframe = parentIframe || makeChannel(window.parent, true)
        return parentIframe
      },
    }

    window.gapi = window.gapi || {}
    window.gapi.__standIn = true
    window.gapi.load = (name, opts) => {
      setTimeout(() => safely(typeof opts === 'function' ? opts : opts && opts.callback), 0)
    }
    window.gapi.iframes = {
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      getContext: () => context,
    }

    // Inside a frame: tell the embedding page that this side can receive now.
    if (window.parent !== window) window.parent.postMessage({ [TAG]: true, kind: 'hello' }, '*')
  }

  const onload = scriptSrc ? new URL(scriptSrc, location.href).searchParams.get('onload') : null
  if (onload && typeof window[onload] === 'function') window[onload]()
  if (typeof window.gapi_onload === 'function') window.gapi_onload()
})()
