/**
 * Scopes per method, from each method's "Scope" line in API.md. Client tokens act as `client_access_token`.
 */
// Scopes per method, from each method's "Scope" line in API.md. Client tokens act as `client_access_token`.
export const S = {
  locations: ['full', 'clients_module', 'online_store', 'reports', 'services_aggregator'],
  categories: ['full', 'clients_module', 'reports'],
  services: ['full', 'clients_module', 'reports', 'services_aggregator'],
  employees: ['full', 'clients_module', 'reports', 'services_aggregator'],
  freeTime: ['full', 'clients_module', 'services_aggregator'],
  positions: ['full', 'clients_module', 'reports'],
  settings: ['clients_module', 'full'],
  feedbacks: ['full', 'clients_module'],
  clientsList: ['full', 'online_store', 'reports', 'services_aggregator'],
  client: ['full', 'online_store', 'reports', 'client_access_token'],
  appointmentsList: ['full', 'client_access_token', 'reports'],
  appointmentGet: ['full', 'clients_module', 'client_access_token', 'reports', 'services_aggregator'],
  appointmentPost: ['full', 'clients_module', 'client_access_token', 'services_aggregator'],
  appointmentPut: ['full', 'client_access_token', 'services_aggregator'],
  appointmentDelete: ['full', 'client_access_token'],
  itemsList: ['full', 'reports'],
  itemGet: ['full', 'clients_module', 'client_access_token', 'reports'],
  itemWrite: ['full', 'clients_module', 'client_access_token'],
}
