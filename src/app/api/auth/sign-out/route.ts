import { postSignOut } from '@/features/sign-in'

export const dynamic = 'force-dynamic'

export const POST = postSignOut
