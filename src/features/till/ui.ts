/** The till's pieces other features' admin pages show (the weekly report's desk table). */
export { MethodTable } from './ui/takings/method-table'
export { methodNames } from './ui/takings/text'
