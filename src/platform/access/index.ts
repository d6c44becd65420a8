import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Access rules shared by every collection. Staff are the users of the `users` collection
 * (the admin). Visitors are anonymous; they may read published public content only.
 */

export type StaffRole = 'admin' | 'editor' | 'stylist'

type MaybeStaff =
  | { collection?: string; roles?: StaffRole[] | null; stylist?: number | string | { id: number | string } | null }
  | null
  | undefined

/** Any account of the `users` collection: the desk's staff and the stylists' own accounts. */
export function isStaffAccount(user: MaybeStaff): boolean {
  return Boolean(user && user.collection === 'users')
}

/**
 * A stylist's own account (role `stylist` and neither admin nor editor): it sees only its own day
 * (decision 0047). Every rule below that names staff leaves it out; it is let in explicitly where
 * its own work is concerned.
 */
export function isStylistAccount(user: MaybeStaff): boolean {
  const roles = user?.roles ?? []
  return isStaffAccount(user) && roles.includes('stylist') && !roles.includes('admin') && !roles.includes('editor')
}

/** The desk's staff: accounts of the `users` collection other than stylists' own accounts. */
export function isStaffUser(user: MaybeStaff): boolean {
  return isStaffAccount(user) && !isStylistAccount(user)
}

/** The stylist (an `employees` id) a staff account is tied to, or null. */
export function stylistOf(user: MaybeStaff): string | null {
  if (!isStaffAccount(user) || user?.stylist == null) return null
  return String(typeof user.stylist === 'object' ? user.stylist.id : user.stylist)
}

export function isAdminUser(user: MaybeStaff): boolean {
  return isStaffUser(user) && Boolean(user?.roles?.includes('admin'))
}

const staffFromReq = (req: PayloadRequest): boolean => isStaffUser(req.user as MaybeStaff)

/** Any signed-in staff member. */
export const staff: Access = ({ req }) => staffFromReq(req)

/** Staff with the admin role. */
export const admins: Access = ({ req }) => isAdminUser(req.user as MaybeStaff)

/** The same, for rules that get only the request (the jobs queue's). */
export const adminRequest = ({ req }: { req: PayloadRequest }): boolean => isAdminUser(req.user as MaybeStaff)

export const adminsField: FieldAccess = ({ req }) => isAdminUser(req.user as MaybeStaff)

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Staff see everything; visitors see published documents only (collections with drafts). */
export const publishedOrStaff: Access = ({ req }) => {
  if (staffFromReq(req)) return true
  const where: Where = { _status: { equals: 'published' } }
  return where
}

/** Services also hide archived and non-public entries from visitors. */
export const visibleServiceOrStaff: Access = ({ req }) => {
  if (staffFromReq(req)) return true
  const where: Where = {
    and: [{ _status: { equals: 'published' } }, { archive: { not_equals: true } }, { public: { equals: true } }],
  }
  return where
}
