import { useState } from 'react';
import { CONTACT_MESSAGES, contactRequestSchema, type ContactRequest } from '@campusloop/contracts';
import { normalizeApiError, useSendContactMessageMutation } from '@campusloop/web-platform';
import { fieldErrors } from '../../../forms/field-errors';

export type ContactField = keyof ContactRequest;
export type ContactStatus = 'idle' | 'sending' | 'success';

const EMPTY: ContactRequest = { name: '', email: '', message: '' };

/** Spec §4 contact form: idle → sending → success, or an alert; spec §5 messages per field. */
export function useContactForm() {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const parsed = contactRequestSchema.safeParse(values);
  const errors = submitted ? fieldErrors<ContactField>(parsed) : {};
  const status: ContactStatus = sent ? 'success' : isLoading ? 'sending' : 'idle';

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };

  /** Resolves true when the message was sent; false when the form shows errors or the failure. */
  async function submit(): Promise<boolean> {
    setSubmitted(true);
    setFailure(null);
    if (!parsed.success) return false;
    try {
      await send(parsed.data).unwrap();
      setSent(true);
      return true;
    } catch (error) {
      // Too many messages says so (the server's text); anything else is the spec's failure text.
      const problem = normalizeApiError(error);
      setFailure(problem.status === 429 ? problem.message : CONTACT_MESSAGES.sendFailed);
      return false;
    }
  }

  function reset() {
    setValues(EMPTY);
    setSubmitted(false);
    setSent(false);
    setFailure(null);
  }

  return { values, errors, status, failure, change, submit, reset };
}
