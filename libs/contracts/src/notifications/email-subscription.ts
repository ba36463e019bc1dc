import { z } from 'zod';

/** The unsubscribe link's token as the routes accept it (anything else is 400 before any work). */
export const emailSubscriptionQuerySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete.' })
    .min(1, 'The unsubscribe link is incomplete.')
    .max(200, 'The unsubscribe link is not valid.'),
});
export type EmailSubscriptionQuery = z.infer<typeof emailSubscriptionQuerySchema>;

/** Where e-mail delivery stands after an unsubscribe or resubscribe link was used. */
export const emailSubscriptionSchema = z.strictObject({ emailDelivery: z.boolean() });
export type EmailSubscription = z.infer<typeof emailSubscriptionSchema>;

/** Why a link changed nothing (the error's `code` and message). */
export const EMAIL_SUBSCRIPTION_ERRORS = {
  invalid: { code: 'INVALID_UNSUBSCRIBE_LINK', message: 'This unsubscribe link is not valid.' },
  expired: {
    code: 'UNSUBSCRIBE_LINK_EXPIRED',
    message: 'This unsubscribe link has expired. Sign in and turn e-mail notifications off in Settings.',
  },
} as const;
