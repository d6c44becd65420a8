import { postVerify } from '@/auth/routes'

export const dynamic = 'force-dynamic'

export const POST = postVerify
