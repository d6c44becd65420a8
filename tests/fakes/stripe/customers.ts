/**
 * Customers (created by Parlour, or by Checkout when a card is saved without one) and reading
 * PaymentMethods, which only the hosted page creates.
 */
import type Stripe from 'stripe'

import { CUSTOMER_CREATE, CUSTOMER_DELETE, CUSTOMER_RETRIEVE, PAYMENT_METHOD_RETRIEVE } from './params'
import { type Core, found, newId, type Route, unixNow } from './state'

export function createCustomer(core: Core, p: Stripe.CustomerCreateParams): Stripe.Customer {
  const customer: Stripe.Customer = {
    id: newId('cus_', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixNow(core),
    currency: null,
    customer_account: null,
    default_source: null,
    delinquent: false,
    description: p.description ?? null,
    discount: null,
    email: p.email ?? null,
    invoice_prefix: newId('', 8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: (p.metadata || {}) as Record<string, string>,
    name: p.name ?? null,
    next_invoice_sequence: 1,
    phone: p.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  }
  core.state.customers.set(customer.id, customer)
  return customer
}

export const CUSTOMER_ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    params: CUSTOMER_CREATE,
    returns: 'customer',
    handle: ({ core, params }) => createCustomer(core, params as Stripe.CustomerCreateParams),
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    params: CUSTOMER_RETRIEVE,
    returns: 'customer',
    handle: ({ core, id }) => found(core.state.customers, 'customer', id),
  },
  {
    // Stripe: "Permanently deletes a customer. It cannot be undone." A second delete is 404.
    method: 'DELETE',
    path: '/v1/customers/:id',
    params: CUSTOMER_DELETE,
    returns: 'customer',
    handle: ({ core, id }): Stripe.DeletedCustomer => {
      found(core.state.customers, 'customer', id)
      core.state.customers.delete(id)
      return { id, object: 'customer', deleted: true }
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    params: PAYMENT_METHOD_RETRIEVE,
    returns: 'payment_method',
    handle: ({ core, id }) => found(core.state.paymentMethods, 'PaymentMethod', id),
  },
]
