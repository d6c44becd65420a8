import { directReadRoute, employeesRead } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/employees', employeesRead())
