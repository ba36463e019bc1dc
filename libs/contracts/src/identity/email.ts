import { z } from 'zod';
import { EMAIL_MAX } from '../constants';
import { AUTH_MESSAGES } from './messages';

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,63}$/;

/**
 * The generic e-mail check of spec §5: exactly one @, local part 1-64, domain 1-253, a valid host
 * name whose top-level label has 2+ letters. Expects a trimmed value.
 */
export function isValidEmail(value: string): boolean {
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local.length < 1 || local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (domain.length < 1 || domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!TLD.test(labels[labels.length - 1] as string)) return false;
  return labels.every((label) => LABEL.test(label));
}

/** The part after the @, lower-cased (call on a valid address). */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export interface EmailMessages {
  required: string;
  invalid: string;
  tooLong: string;
}

/**
 * A trimmed, lower-cased e-mail address with one message per problem (first problem only):
 * required, too long (254), or not valid.
 */
export function emailSchema(messages: EmailMessages = {
  required: AUTH_MESSAGES.emailRequired,
  invalid: AUTH_MESSAGES.emailInvalid,
  tooLong: AUTH_MESSAGES.emailTooLong,
}) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.invalid) })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: messages.required });
      else if (value.length > EMAIL_MAX) ctx.addIssue({ code: 'custom', message: messages.tooLong });
      else if (!isValidEmail(value)) ctx.addIssue({ code: 'custom', message: messages.invalid });
    })
    .transform((value) => value.toLowerCase());
}

/** The sign-in e-mail of spec §5 ('Email is required', 'Please enter a valid email address', 'Email address is too long'). */
export const loginEmailSchema = emailSchema();
