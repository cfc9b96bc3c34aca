import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 8;

/**
 * SPEC 9: a booking reference is 8 uppercase alphanumerics (BOOKING_REFERENCE_PATTERN), drawn
 * from the CSPRNG. Uniqueness is the database's job (unique column; the caller retries).
 */
export function generateBookingReference(): string {
  let reference = '';
  for (let i = 0; i < LENGTH; i++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
