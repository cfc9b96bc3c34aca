import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { IP_RESTRICTION_MESSAGES, type SecuritySettings } from '../../contract/settings';
import { readSettings } from '../admin-data/settings';
import type { AppEnv } from '../http/env';
import { ipOf } from '../http/rate-limit';

type Family = 'ipv4' | 'ipv6';

/** An allow-list entry read: an address, or a CIDR range `address/prefix`; null if neither. */
function parseEntry(
  entry: string,
): { address: string; prefix: number | null; family: Family } | null {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (version === 4 ? 32 : 128) ? { address, prefix, family } : null;
}

/** The entries that are neither an address nor a CIDR range. */
function invalidEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => parseEntry(entry) === null);
}

/**
 * Whether `ip` is in the allow-list (node's BlockList does the matching, IPv4 inside
 * IPv4-mapped IPv6 included). Unreadable entries and addresses match nothing.
 */
function isAllowedAddress(entries: readonly string[], ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) continue;
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the security settings let this request reach /admin and the admin API. The switch
 * on with an empty list cannot be saved; it is a row stored before the list existed (when the
 * switch did nothing), so it restricts nothing rather than locking every admin out.
 */
export function ipAllowed(c: Context<AppEnv>, security: SecuritySettings): boolean {
  const { ipRestriction, ipAllowList } = security;
  return !ipRestriction || ipAllowList.length === 0 || isAllowedAddress(ipAllowList, ipOf(c));
}

/** The 403 an address outside the allow-list gets from the admin API. */
export const ipRefusal = (c: Context<AppEnv>) =>
  c.json({ message: IP_RESTRICTION_MESSAGES.refused, ip_restricted: true }, 403);

/**
 * The allow-list's problems as a 422's messages for `security.ipAllowList`, when the switch is
 * on: empty, an unreadable entry, or a list without the saving admin's own address.
 */
export function allowListErrors(c: Context<AppEnv>, security: SecuritySettings): string[] {
  if (!security.ipRestriction) {
    const invalid = invalidEntries(security.ipAllowList);
    return invalid.map(IP_RESTRICTION_MESSAGES.invalidEntry);
  }
  if (security.ipAllowList.length === 0) return [IP_RESTRICTION_MESSAGES.empty];
  const invalid = invalidEntries(security.ipAllowList);
  if (invalid.length > 0) return invalid.map(IP_RESTRICTION_MESSAGES.invalidEntry);
  const ip = ipOf(c);
  return isAllowedAddress(security.ipAllowList, ip) ? [] : [IP_RESTRICTION_MESSAGES.lockOut(ip)];
}

/**
 * /admin pages (the SPA's admin screens): a plain 403 page outside the allow-list while IP
 * restriction is on. The public site is not touched.
 */
export const adminPagesGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { security } = await readSettings(c.var.services.db);
  if (ipAllowed(c, security)) return next();
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Access denied</title></head>` +
      `<body><h1>Access denied</h1><p>${IP_RESTRICTION_MESSAGES.refused}</p></body></html>`,
    403,
    { 'Cache-Control': 'no-store' },
  );
};
