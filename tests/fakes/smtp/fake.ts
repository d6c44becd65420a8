/**
 * A tiny SMTP server on the loopback address (node:net), speaking just enough of RFC 5321 for a
 * real client to hand it a message: EHLO/HELO, AUTH PLAIN and LOGIN (any password in `accept`),
 * MAIL, RCPT, DATA (with dot-unstuffing), RSET, NOOP, QUIT. No STARTTLS. It keeps what it received
 * in memory. A test double, never part of the product.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'

export interface ReceivedMail {
  /** The user that authenticated, if any. */
  user: string | undefined
  from: string
  to: string[]
  /** The message as sent after DATA (headers and body, CRLF line ends, dots unstuffed). */
  data: string
}

export interface FakeSmtp {
  port: number
  received: ReceivedMail[]
  close(): Promise<void>
}

const address = (arg: string) => /<([^>]*)>/.exec(arg)?.[1] ?? ''

export async function startFakeSmtp(options: { accept?: { user: string; password: string } } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    let buffer = ''
    let user: string | undefined
    let envelope: { from: string; to: string[] } | null = null
    let mode: 'command' | 'data' | 'auth-user' | 'auth-password' = 'command'
    let pendingUser = ''
    const reply = (line: string) => socket.write(`${line}\r\n`)

    const checkLogin = (name: string, password: string) => {
      const ok = !options.accept || (options.accept.user === name && options.accept.password === password)
      if (ok) user = name
      reply(ok ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid')
    }

    const command = (line: string) => {
      const [verb = '', ...rest] = line.split(' ')
      const arg = rest.join(' ')
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return reply('250-fake-smtp.localhost\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8')
        case 'HELO':
          return reply('250 fake-smtp.localhost')
        case 'AUTH': {
          const [mechanism = '', initial] = arg.split(' ')
          if (mechanism.toUpperCase() === 'PLAIN' && initial) {
            const [, name = '', password = ''] = Buffer.from(initial, 'base64').toString('utf8').split('\0')
            return checkLogin(name, password)
          }
          if (mechanism.toUpperCase() === 'LOGIN') {
            mode = 'auth-user'
            return reply(`334 ${Buffer.from('Username:').toString('base64')}`)
          }
          return reply('504 5.5.4 Unrecognised authentication type')
        }
        case 'MAIL':
          if (options.accept && !user) return reply('530 5.7.0 Authentication required')
          envelope = { from: address(arg), to: [] }
          return reply('250 2.1.0 OK')
        case 'RCPT':
          if (!envelope) return reply('503 5.5.1 MAIL first')
          envelope.to.push(address(arg))
          return reply('250 2.1.5 OK')
        case 'DATA':
          if (!envelope?.to.length) return reply('503 5.5.1 RCPT first')
          mode = 'data'
          return reply('354 End data with <CR><LF>.<CR><LF>')
        case 'RSET':
          envelope = null
          return reply('250 2.0.0 OK')
        case 'NOOP':
          return reply('250 2.0.0 OK')
        case 'QUIT':
          reply('221 2.0.0 Bye')
          return socket.end()
        default:
          return reply('502 5.5.2 Command not recognised')
      }
    }

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          const data = buffer
            .slice(0, end + 2)
            .split('\r\n')
            .map((l) => (l.startsWith('..') ? l.slice(1) : l))
            .join('\r\n')
          buffer = buffer.slice(end + 5)
          received.push({ user, from: envelope!.from, to: envelope!.to, data })
          envelope = null
          mode = 'command'
          reply('250 2.0.0 Queued')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        if (mode === 'auth-user') {
          pendingUser = Buffer.from(line, 'base64').toString('utf8')
          mode = 'auth-password'
          reply(`334 ${Buffer.from('Password:').toString('base64')}`)
        } else if (mode === 'auth-password') {
          mode = 'command'
          checkLogin(pendingUser, Buffer.from(line, 'base64').toString('utf8'))
        } else command(line)
      }
    })
    reply('220 fake-smtp.localhost ESMTP ready')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
