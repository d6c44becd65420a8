/** How a desk change is written: in one transaction, at the version staff saw, then texted. */
import {
  isSlotTaken,
  type Appointment,
  type Clock,
  type FrontDeskStore,
  type Id,
  TAKEN,
  type Refusal,
} from '@/features/booking/kit'

import { CHANGED_MEANWHILE, GONE, type DeskRefusal, type DeskResult } from './answers'

/** Carries a refusal out of a transaction so that nothing the change wrote before it is kept. */
class Refused {
  constructor(readonly refusal: DeskRefusal) {}
}

/**
 * Runs a desk write in one transaction. A refusal rolls back everything the change wrote before it
 * (the version claim, a new client); the database refusing an overlap is the 409 answer.
 */
export async function write<T>(
  store: FrontDeskStore,
  work: (tx: FrontDeskStore) => Promise<DeskResult<T>>,
): Promise<DeskResult<T>> {
  try {
    return await store.transaction(async (tx) => {
      const result = await work(tx)
      if (!result.ok) throw new Refused(result)
      return result
    })
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    if (isSlotTaken(error)) return TAKEN
    throw error
  }
}

/** Texts the client about a change made, when the visit is still ahead of them. */
export async function tellClient<T extends { appointment: Appointment }>(
  store: FrontDeskStore,
  clock: Clock,
  result: DeskResult<T>,
  kind: 'created' | 'changed' | 'cancelled',
): Promise<DeskResult<T>> {
  if (result.ok && result.appointment.end.getTime() > clock.now().getTime())
    await store.notify(result.appointment.id, kind)
  return result
}

export const isRefusal = (x: Appointment | Refusal): x is Refusal => 'ok' in x && x.ok === false

/** The visit as the receptionist saw it (at their version), read without taking it yet. */
export async function current(tx: FrontDeskStore, id: Id, version: string): Promise<Appointment | Refusal> {
  const a = await tx.appointment(id)
  if (!a || a.state === 'reserved') return GONE
  return a.version === version ? a : CHANGED_MEANWHILE
}

/** The visit, taken for this write at the version the receptionist saw. */
export async function claim(tx: FrontDeskStore, id: Id, version: string): Promise<Appointment | Refusal> {
  const a = await current(tx, id, version)
  if (isRefusal(a)) return a
  return (await tx.claimVersion(id, version)) ? a : CHANGED_MEANWHILE
}
