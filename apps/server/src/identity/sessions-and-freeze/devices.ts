import { createHmac } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import { describeUserAgent } from '@wallet/shared/identity/sessions-and-freeze'

/**
 * What makes a "device" (docs/decisions/033): the browser and the operating system its user agent names (not their
 * versions, which change with every update), and the network it signs in from (the address's /24 for IPv4, its /48
 * for IPv6). Kept as an HMAC under the auth secret, so the table holds no list of networks per account.
 */
export function deviceOf(secret: string, userId: string, userAgent: string | null, ipAddress: string | null) {
  const { browser, system } = describeUserAgent(userAgent)
  const key = createHmac('sha256', secret)
    .update(`device:${userId}:${browser}:${system}:${networkOf(ipAddress)}`)
    .digest('base64url')
  return { key, browser, system }
}

/** The network part of an address: IPv4 /24, IPv6 /48 (an IPv4-mapped IPv6 address counts as IPv4). */
export function networkOf(ip: string | null): string {
  if (!ip) return 'unknown'
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip
  if (isIPv4(mapped)) return mapped.split('.').slice(0, 3).join('.')
  if (!isIPv6(ip)) return 'unknown'
  const [head = '', tail] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')
}

/** Where an address is, when the app can tell: no address database ships with it, so only local networks are named. */
export function placeOf(ip: string | null): string | null {
  if (!ip) return null
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip
  if (v4 === '127.0.0.1' || ip === '::1') return 'This computer'
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4) || /^f[cd]/i.test(ip)) return 'Local network'
  return null
}
