import { z } from 'zod';

/**
 * Where a user's mail goes. Identity owns the address; the notifications service asks for it when it
 * sends a notification e-mail (`GET /internal/users/{userId}/mail-address`, service token), so no
 * other service keeps a copy of anyone's address. 404 for an unknown user.
 */
export const INTERNAL_MAIL_ADDRESS_PATH = '/internal/users/{userId}/mail-address';

export function internalMailAddressPath(userId: string): string {
  return INTERNAL_MAIL_ADDRESS_PATH.replace('{userId}', encodeURIComponent(userId));
}

export const internalMailAddressParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const internalMailAddressResponseSchema = z.strictObject({
  id: z.string(),
  email: z.email(),
});
export type InternalMailAddressResponse = z.infer<typeof internalMailAddressResponseSchema>;
