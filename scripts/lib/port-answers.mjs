import net from 'node:net'

/** Whether something answers on this port: a running emulator, or one in the way of starting. */
export const portAnswers = ({ host, port }) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
