export { anyCause } from '@/lib/errors/any-cause'
