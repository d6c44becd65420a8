import { getMe, patchMe } from '@/auth/routes'

export const dynamic = 'force-dynamic'

export const GET = getMe
export const PATCH = patchMe
