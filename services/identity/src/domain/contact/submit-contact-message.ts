import { CONTACT_MESSAGES, ErrorCode, type ContactResponse } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import { contactForwardMail, contactReceiptMail } from '../../mail/contact-mails';
import type { IdentityContext } from '../identity-context';
import { rateLimiter } from '../rate/rate-limiter';
import { HOUR_MS } from '../security-limits';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  ip: string;
}

/**
 * POST /contact: stores the message, forwards it to the info inbox (reply-to the sender) and sends
 * the sender a receipt. Capped per IP, since every message also sends mail to an unverified address.
 * If the forward fails the message stays stored (marked) and the caller is told to try later.
 */
export async function submitContactMessage(ctx: IdentityContext, input: ContactInput): Promise<ContactResponse> {
  const limiter = rateLimiter(ctx);
  const bucket = `contact:ip:${input.ip}`;
  await limiter.assertUnderCap({ bucket, max: ctx.limits.contactPerIpPerHour, windowMs: HOUR_MS });
  await limiter.record(bucket, HOUR_MS);

  const receivedAt = ctx.now();
  const stored = await ctx.models.contactMessages.create({ ...input, createdAt: receivedAt });
  const contact = { id: stored._id, name: input.name, email: input.email, message: input.message, receivedAt };

  try {
    await ctx.mailer.send(contactForwardMail(ctx.contactInbox, contact));
  } catch (error) {
    ctx.logger.error({ err: error, contactId: stored._id }, 'could not forward contact message');
    await ctx.models.contactMessages.updateOne({ _id: stored._id }, { $set: { forwardFailedAt: ctx.now() } });
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, CONTACT_MESSAGES.sendFailed, { cause: error });
  }
  await ctx.models.contactMessages.updateOne({ _id: stored._id }, { $set: { forwardedAt: ctx.now() } });
  try {
    await ctx.mailer.send(contactReceiptMail(input.email));
  } catch (error) {
    ctx.logger.warn({ err: error, contactId: stored._id }, 'could not send contact receipt');
  }
  return { id: stored._id, message: CONTACT_MESSAGES.success };
}
