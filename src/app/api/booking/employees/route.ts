import { employeesHandler } from '../_http/handlers'

export const dynamic = 'force-dynamic'

export const GET = employeesHandler()
