import { deleteWaitlistEntry } from '@/features/waitlist'

export const dynamic = 'force-dynamic'

export const DELETE = deleteWaitlistEntry
