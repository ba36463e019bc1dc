import request from 'supertest';
import { contactResponseSchema, errorBodySchema } from '@campusloop/contracts';
import { createSmtpMailer } from '@campusloop/service-kit';
import { freePort, throughGateway } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const send = (body: object, ip = '198.51.100.1') =>
  request(identity.app()).post('/api/v1/contact').set(throughGateway(ip)).send(body);

describe('POST /contact', () => {
  it('stores the message, forwards it to info@campusloop.app (reply-to the sender) and sends a receipt', async () => {
    const email = uniqueEmail('visitor');
    const message = 'How do I verify my <university> e-mail?\nThanks!';

    const response = await send({ name: ' Priya Nair ', email, message }).expect(201);

    const body = contactResponseSchema.parse(response.body);
    expect(body.message).toBe('Thank you!');
    const stored = await identity.models().contactMessages.findById(body.id).lean();
    expect(stored).toMatchObject({
      name: 'Priya Nair',
      email,
      message,
      forwardedAt: expect.any(Date),
      forwardFailedAt: null,
    });
    const forwarded = await identity.inbox().nextMailTo('info@campusloop.app');
    expect(forwarded.subject).toBe('Contact form: Priya Nair');
    expect(forwarded.replyTo?.[0]?.address).toBe(email);
    expect(forwarded.text).toContain(message);
    expect(forwarded.html).toContain('How do I verify my &lt;university&gt; e-mail?');
    const receipt = await identity.inbox().nextMailTo(email);
    expect(receipt.subject).toBe('We received your message');
    expect(receipt.text).not.toContain('Priya');
    expect(receipt.text).not.toContain('verify my');
  });

  it.each([
    [{ email: 'a@b.co', message: 'Hi' }, 'name', 'Name is required'],
    [{ name: '   ', email: 'a@b.co', message: 'Hi' }, 'name', 'Name is required'],
    [{ name: 'Priya', email: 'nope', message: 'Hi' }, 'email', 'Invalid email'],
    [{ name: 'Priya', message: 'Hi' }, 'email', 'Invalid email'],
    [{ name: 'Priya', email: 'a@b.co', message: '  ' }, 'message', 'Message cannot be empty'],
    [
      { name: 'Priya', email: 'a@b.co', message: 'm'.repeat(5001) },
      'message',
      'Message must be 5000 characters or less',
    ],
  ])('%j → 400 %s: %s', async (body, field, message) => {
    const response = await send(body).expect(400);

    expect(errorBodySchema.parse(response.body).validationErrors?.[field]).toBe(message);
  });

  it('a hostile body → 400', async () => {
    await send({ name: 'Priya', email: { $gt: '' }, message: 'Hi' }).expect(400);
  });

  it('at most 5 messages per IP per hour', async () => {
    const ip = '198.51.100.77';
    for (let sent = 0; sent < 5; sent += 1)
      await send({ name: 'Spammer', email: uniqueEmail('spam'), message: 'Buy' }, ip).expect(201);

    const blocked = await send({ name: 'Spammer', email: uniqueEmail('spam'), message: 'Buy' }, ip).expect(
      429,
    );

    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when the forward cannot be sent → 503 "Failed to send message. Please try again later." and the message is kept', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${await freePort()}`,
      from: 'x@campusloop.app',
      timeoutMs: 2_000,
    });
    const email = uniqueEmail('unsent');

    const response = await request(identity.appWith({ mailer }))
      .post('/api/v1/contact')
      .send({ name: 'Priya', email, message: 'Hello' })
      .expect(503);

    expect(errorBodySchema.parse(response.body)).toMatchObject({
      status: 503,
      message: 'Failed to send message. Please try again later.',
    });
    expect(await identity.models().contactMessages.findOne({ email }).lean()).toMatchObject({
      forwardedAt: null,
      forwardFailedAt: expect.any(Date),
    });
    await mailer.close();
  });
});
