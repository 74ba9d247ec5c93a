import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';

/**
 * The address a per-address limit counts: req.ip (the client as Express's 'trust proxy', TRUST_PROXY, resolves it),
 * normalised by @nestjs/throttler's normalizeIp: an IPv4-mapped IPv6 address as IPv4, any other IPv6 address by its
 * /64 (one household, one phone: an attacker has a whole /64 to rotate through).
 */
export function clientAddressOf(req: Pick<Request, 'ip' | 'socket'>): string {
  const ip = req.ip ?? req.socket?.remoteAddress;
  return ip ? normalizeIp(ip) : 'unknown';
}
