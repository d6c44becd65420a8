import { localBus, type ChangeBus } from './bus'
import { redisBus } from './redis-bus'

const KEY = Symbol.for('parlour.live-bus')
type Holder = { [KEY]?: ChangeBus }

/**
 * This process's change bus: through Redis when REDIS_URL is set (several instances), else in-process.
 * Made on first use and kept on `globalThis`, so every copy of this module shares it.
 */
export function liveBus(): ChangeBus {
  const holder = globalThis as Holder
  if (!holder[KEY]) {
    const url = process.env.REDIS_URL
    holder[KEY] = url ? redisBus(url, process.env.CACHE_PREFIX || 'parlour:') : localBus()
  }
  return holder[KEY]
}

/** Replaces this process's bus (tests), closing the one before. */
export async function setLiveBus(bus: ChangeBus | undefined): Promise<void> {
  const holder = globalThis as Holder
  const before = holder[KEY]
  holder[KEY] = bus
  if (before && before !== bus) await before.close()
}
