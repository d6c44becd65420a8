import { getClientData } from '@/features/privacy'

export const dynamic = 'force-dynamic'

export const GET = getClientData
