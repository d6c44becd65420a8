import { postLinkContent } from '@/features/beauty-pro'

export const dynamic = 'force-dynamic'

/** Staff only (the admin's session): not part of the public booking API. */
export const POST = postLinkContent
