/**
 * A stylist's own account (decision 0047) in the admin sees My day and its own staff record only:
 * every other collection and global is left out of its menu and its admin routes. The public ones
 * (services, salons, pages …) it could read anyway; the rest its access rules already refuse.
 */
import type { Plugin } from 'payload'

import { isStylistAccount } from '@/platform/access'

type Account = Parameters<typeof isStylistAccount>[0]

/** `hidden` as Payload takes it (a flag, or a function of the signed-in user), also true for a stylist's account. */
function orForStylists<U>(hidden: boolean | ((args: { user: U }) => boolean) | undefined) {
  return ({ user }: { user: U }): boolean =>
    isStylistAccount(user as Account) || (typeof hidden === 'function' ? hidden({ user }) : Boolean(hidden))
}

/** Last in the config's plugins: it sees every feature's collections and globals. */
export const stylistMenuPlugin = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((c) =>
    c.slug === 'users' ? c : { ...c, admin: { ...c.admin, hidden: orForStylists(c.admin?.hidden) } },
  ),
  globals: (config.globals ?? []).map((g) => ({ ...g, admin: { ...g.admin, hidden: orForStylists(g.admin?.hidden) } })),
})
