import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { emailSchema } from './email';
import { CONTACT_MESSAGES } from './messages';
import { singleLineText } from '../single-line-text';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /contact (spec §5 Contact). */
export const contactRequestSchema = z.strictObject({
  name: singleLineText(
    z
      .string({ error: CONTACT_MESSAGES.nameRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.nameRequired)
      .max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong),
    'Name',
  ),
  email: emailSchema({
    required: CONTACT_MESSAGES.emailInvalid,
    invalid: CONTACT_MESSAGES.emailInvalid,
    tooLong: CONTACT_MESSAGES.emailInvalid,
  }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.strictObject({
  id: publicIdSchema,
  message: z.literal(CONTACT_MESSAGES.success),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
