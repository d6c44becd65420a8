import { getMe } from '@/auth/routes'

export const dynamic = 'force-dynamic'

export const GET = getMe
