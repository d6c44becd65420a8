/**
 * What the desk's pages read alike (the day board, ./schedule.ts, and the week report,
 * ./report.ts): as the signed-in staff member, a salon chosen from the address, its stylists.
 */
import type { PayloadRequest } from 'payload'

/** A salon's zone that cannot be used (or no salon): the pages read times on London's clock. */
export const DEFAULT_ZONE = 'Europe/London'

/** Read as the request's user: every read passes the collections' access rules. */
export const asStaff = (req: PayloadRequest) => ({ req, overrideAccess: false as const, user: req.user })

/**
 * The salon the address asks for (the first that `matches`), else the first salon; `notFound` when
 * it asked for one that is not there.
 */
export function pickSalon<S>(
  salons: readonly S[],
  asked: string | null | undefined,
  matches: (salon: S, asked: string) => boolean,
): { salon: S | null; notFound: boolean } {
  const named = asked ? salons.find((s) => matches(s, asked)) : undefined
  return { salon: named ?? salons[0] ?? null, notFound: Boolean(asked) && !named }
}

/** The salon's stylists in menu order, with what their schedules are read from (`limit` 0: all of them). */
export const findSalonStylists = (req: PayloadRequest, salonId: string, limit: number) =>
  req.payload.find({
    collection: 'employees',
    ...asStaff(req),
    where: { salons: { contains: salonId } },
    depth: 0,
    limit,
    pagination: false,
    sort: 'order',
    select: { name: true, workingHours: true, scheduleExceptions: true, services: true, calendarColour: true },
  })
