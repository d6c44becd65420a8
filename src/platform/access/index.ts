import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Access rules shared by every collection. Staff are the users of the `users` collection
 * (the admin). Visitors are anonymous; they may read published public content only.
 */

export type StaffRole = 'admin' | 'editor'

type MaybeStaff = { collection?: string; roles?: StaffRole[] | null } | null | undefined

export function isStaffUser(user: MaybeStaff): boolean {
  return Boolean(user && user.collection === 'users')
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
