import { getMe, patchMe } from '@/features/sign-in'

export const dynamic = 'force-dynamic'

export const GET = getMe
export const PATCH = patchMe
