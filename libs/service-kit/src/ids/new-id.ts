import { customAlphabet } from 'nanoid';
import { PUBLIC_ID_LENGTH } from '@campusloop/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';
const generate = customAlphabet(ALPHABET, PUBLIC_ID_LENGTH);

/**
 * A public id: 11 characters of [A-Za-z0-9_] from a CSPRNG (nanoid uses crypto.getRandomValues),
 * ~65 bits of entropy. Store it as the document `_id`; never rely on its secrecy for access control.
 */
export function newId(): string {
  return generate();
}
