import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client keeps in storage under `token`. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Reads `Authorization: Bearer <token>`; anything not shaped like our tokens is ignored. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}
