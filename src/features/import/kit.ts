/**
 * Moving in from another platform without the HTTP edge (the command line, the bench and the
 * tests): the import itself, the manual map's parser and the platforms' maps.
 */
export { importClients, ImportRefusal, type ImportOptions, type ImportSummary } from './engine/import'
export { parseManualMap, FIELDS, type ColumnMap } from './domain/fields'
export { PLATFORM_MAPS, detectPlatform } from './domain/platforms'
