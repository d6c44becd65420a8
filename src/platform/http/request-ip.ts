import { getEnv } from '@/platform/env'

import { clientIp } from './client-ip'

/** The address of the visitor who sent `request`, trusting as many proxies as TRUST_PROXY says. */
export function requestIp(request: Request): string {
  return clientIp(request.headers, getEnv().trustProxyHops)
}
