import { postLinkContent } from '@/booking/adapters/beautypro/link-route'

export const dynamic = 'force-dynamic'

/** Staff only (the admin's session): not part of the public booking API. */
export const POST = postLinkContent
