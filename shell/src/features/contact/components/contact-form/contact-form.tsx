import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_MESSAGES } from '@campusloop/contracts';
import { Button, TextAreaField, TextField } from '@campusloop/ui';
import { FormError } from '../../../../app/card';
import { focusFirstInvalid } from '../../../../forms/focus-first-invalid';
import { useHydrated } from '../../../../prerender/use-hydrated';
import { useContactForm } from '../../hooks/use-contact-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  button[type='submit'] { align-self: flex-start; }
  ${({ theme }) => theme.media.mobile} { button[type='submit'] { align-self: stretch; } }
`;

const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; color: ${({ theme }) => theme.colors.success}; }
  h2:focus { outline: none; }
  p { margin: 0; }
`;

/** Name, e-mail and message; 'Sending...' while it goes out; 'Thank you!' with Send Another Message after. */
export function ContactForm() {
  const { values, errors, status, failure, change, submit, reset } = useContactForm();
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const wasSuccess = useRef(false);
  // Prerendered at build time (issue 30): not usable until the app has taken the page over.
  const ready = useHydrated();

  useEffect(() => {
    if (status === 'success') thanks.current?.focus();
    else if (wasSuccess.current) nameInput.current?.focus();
    wasSuccess.current = status === 'success';
  }, [status]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!(await submit())) focusFirstInvalid(form.current);
  }

  if (status === 'success') {
    return (
      <Success>
        <h2 ref={thanks} tabIndex={-1}>
          {CONTACT_MESSAGES.success}
        </h2>
        <p>Your message has been sent. We will get back to you soon.</p>
        <Button variant="secondary" onClick={reset}>
          Send Another Message
        </Button>
      </Success>
    );
  }

  const sending = status === 'sending';
  const locked = sending || !ready;
  return (
    <Form ref={form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <TextField ref={nameInput} label="Name" name="name" autoComplete="name" value={values.name} error={errors.name} onChange={(event) => change('name', event.target.value)} disabled={locked} />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(event) => change('email', event.target.value)} disabled={locked} />
      <TextAreaField label="Message" name="message" rows={6} value={values.message} error={errors.message} onChange={(event) => change('message', event.target.value)} disabled={locked} />
      {failure && <FormError>{failure}</FormError>}
      <Button type="submit" loading={sending} disabled={!ready}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
