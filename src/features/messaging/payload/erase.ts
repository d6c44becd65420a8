import { readFile, rename, stat, writeFile } from 'node:fs/promises'

import { getEnv } from '@/platform/env'
import { withoutNames, type ClientEraser, type ErasedClient } from '@/platform/privacy/erase'

/**
 * Messaging forgets an erased client: the texts sent to their phone are deleted from the SMS log,
 * their full name is taken out of any other text (a gift voucher's message to its recipient), and
 * the same is done in the outbox file that stands in for the phone network, after the commit.
 */
export const eraseTexts: ClientEraser = async (payload, client, req) => {
  const o = { overrideAccess: true, req, depth: 0 } as const
  if (client.phone) await payload.delete({ collection: 'sms-messages', where: { to: { equals: client.phone } }, ...o })
  if (client.fullName) {
    const { docs } = await payload.find({
      collection: 'sms-messages',
      where: { body: { contains: client.fullName } },
      pagination: false,
      select: { body: true },
      ...o,
    })
    for (const doc of docs)
      await payload.update({
        collection: 'sms-messages',
        id: doc.id,
        data: { body: withoutNames(doc.body, [client.fullName]) },
        ...o,
      })
  }
  const file = getEnv().smsOutboxFile
  return () => forgetInOutbox(file, client)
}

/**
 * Rewrites the outbox file without the client's texts and name. Texts appended meanwhile (another
 * process sending) are not lost: the file is read again until it stood still between the read and
 * the swap of the rewritten copy into its place.
 */
export async function forgetInOutbox(file: string, client: ErasedClient): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch {
      return // no outbox yet: nothing to forget
    }
    const kept = text
      .split('\n')
      .filter((line) => line.trim() && !sentTo(line, client.phone))
      .map((line) => (client.fullName ? withoutNames(line, [client.fullName]) : line))
    const next = kept.length ? `${kept.join('\n')}\n` : ''
    if (next === text) return
    const temporary = `${file}.erasing-${process.pid}`
    await writeFile(temporary, next, 'utf8')
    if ((await stat(file)).size !== Buffer.byteLength(text)) continue // grew while we read: again
    await rename(temporary, file)
    return
  }
  throw new Error(`The SMS outbox ${file} kept changing; the client's texts are still in it`)
}

function sentTo(line: string, phone: string | null): boolean {
  if (!phone) return false
  try {
    return (JSON.parse(line) as { to?: unknown }).to === phone
  } catch {
    return line.includes(phone)
  }
}
