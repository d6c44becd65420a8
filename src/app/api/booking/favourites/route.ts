import { getFavourites, postFavourite } from '@/booking/routes'

export const dynamic = 'force-dynamic'

export const GET = getFavourites
export const POST = postFavourite
