import type { Clock, FrontDeskStore, Id } from '@/features/booking/kit'

import type { DeskResult, VisitChanged } from './answers'
import { claim, isRefusal, write } from './desk-write'

/** The staff's note on a visit. */
export async function deskNote(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; note: string },
): Promise<DeskResult<VisitChanged>> {
  return write(store, async (tx): Promise<DeskResult<VisitChanged>> => {
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    const note = input.note.trim()
    return { ok: true, appointment: await tx.updateAppointment(a.id, { note: note || null }, clock.now()) }
  })
}
