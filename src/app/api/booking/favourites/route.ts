import { getFavourites, postFavourite } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = getFavourites
export const POST = postFavourite
