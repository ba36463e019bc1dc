import request from 'supertest';
import { NOTIFICATIONS_PATHS, apiPath, type NotificationPreference } from '@campusloop/contracts';
import { createLogger, createSmtpMailer, type Mailer } from '@campusloop/service-kit';
import {
  createTestClock,
  startMailInbox,
  testServiceAuth,
  type MailInbox,
  type ReceivedMail,
  type TestPersona,
} from '@campusloop/testing';
import { createNotificationsApp, type NotificationsMailDeps } from '../app';
import { mailClaimModel, mailModel } from '../data/mail-model';
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_TTL_MS } from '../mail/unsubscribe-token';
import { useNotificationsTestKit } from '../testing/notifications-test-app';
import {
  anonymousActor,
  deliverEvent,
  namedActor,
  recordedPayloads as recorded,
} from '../testing/recorded-events';
import { startRefusingSmtpServer } from '../testing/refusing-smtp-server';

const SECRET = 'test-unsubscribe-secret-0123456789-0123456789';
const SITE = {
  publicBaseUrl: 'http://app.test',
  replyTo: 'support@campusloop.app',
  messageIdDomain: 'campusloop.app',
};
const clock = createTestClock(new Date(), { running: true });
/** Identity's answer to "where does this user's mail go" (its HTTP edge is faked; identity tests the route). */
const addresses = new Map<string, string>();

let inbox: MailInbox;
let mailer: Mailer;
const mailDeps = (): NotificationsMailDeps => ({
  mailer,
  mailAddress: async (userId) => addresses.get(userId) ?? null,
  site: SITE,
  unsubscribeSecret: SECRET,
  backoff: { baseMs: 1_000, maxMs: 5_000 },
});

beforeAll(async () => {
  inbox = await startMailInbox();
  mailer = createSmtpMailer({
    url: inbox.smtpUrl,
    from: 'CampusLoop <no-reply@campusloop.app>',
    timeoutMs: 3_000,
  });
});
afterAll(async () => {
  await mailer.close();
  await inbox.stop();
});

const kit = useNotificationsTestKit({
  now: clock.now,
  // A getter: the inbox is up only once the beforeAll above ran, and the kit builds the app after it.
  get mail() {
    return mailDeps();
  },
});
const sender = () => kit.built().mailSender;
const P = NOTIFICATIONS_PATHS;

async function withEmail(label: string, categories: Partial<Record<string, boolean>> = {}) {
  const who = await kit.persona(label);
  const address = `${label.toLowerCase()}-${who.id}@example.com`;
  addresses.set(who.id, address);
  const body: NotificationPreference[] = [
    { preferenceType: 'EMAIL_DELIVERY', enabled: true },
    ...Object.entries(categories).map(([category, enabled]) => ({
      preferenceType: 'CATEGORY' as const,
      userNotificationCategory: category as 'POST',
      enabled: enabled ?? true,
    })),
  ];
  expect((await kit.call('put', apiPath(P.preferences), who, body)).status).toBe(200);
  return { who, address };
}

const emailDelivery = async (who: TestPersona) =>
  ((await kit.call('get', apiPath(P.preferences), who)).body as NotificationPreference[]).find(
    (item) => item.preferenceType === 'EMAIL_DELIVERY',
  )?.enabled;

const commentOn = (ownerId: string, actor: object, overrides: Record<string, unknown> = {}) =>
  deliverEvent(kit.app(), 'post.commented', recorded.postCommented(ownerId, actor, overrides)).then(
    (response) => expect(response.status).toBe(204),
  );

const mailsTo = async (address: string) =>
  (await inbox.all()).filter((mail) => mail.envelope.to.some((to) => to.address === address));

const header = (mail: ReceivedMail, name: string) => {
  const value = mail.headers[name];
  return Array.isArray(value) ? value.join(' ') : String(value ?? '');
};

const oneClickUrl = (mail: ReceivedMail) => {
  const match = /^<([^>]+)>$/.exec(header(mail, 'list-unsubscribe').trim());
  if (!match?.[1]) throw new Error(`no List-Unsubscribe URL: ${header(mail, 'list-unsubscribe')}`);
  return new URL(match[1]);
};

describe('notification e-mail', () => {
  it('mails each notification with e-mail on: HTML and text, link, sender, reply-to, threading, one-click unsubscribe, every user string escaped', async () => {
    const { who: asha, address } = await withEmail('Asha');
    await commentOn(asha.id, namedActor('userEvil001', 'Eve <script>alert(1)</script>'), {
      postTitle: 'Canteen\r\nBcc: victim@example.com',
      excerpt: '<img src=x onerror=alert(2)> & more',
    });
    expect(await sender().sendDue()).toMatchObject({ sent: 1 });

    const mail = await inbox.nextMailTo(address);
    expect(mail.subject).toBe('New comment on your post');
    expect(mail.from[0]?.address).toBe('no-reply@campusloop.app');
    expect(mail.replyTo?.[0]?.address).toBe('support@campusloop.app');
    expect(mail.to.map((to) => to.address)).toEqual([address]);
    expect(mail.text).toContain('Eve <script>alert(1)</script> commented on');
    expect(mail.text).toContain('Open it on CampusLoop: http://app.test/posts/Post0000001');
    expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; more');
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain('href="http://app.test/posts/Post0000001"');
    // No header of the sender's choosing: the line break in the title stayed inside the body.
    expect(Object.keys(mail.headers)).not.toContain('bcc');
    expect(mail.envelope.to.map((to) => to.address)).toEqual([address]);

    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = oneClickUrl(mail);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`http://app.test${apiPath(P.unsubscribe)}`);
    expect(mail.text).toContain(
      `http://app.test/unsubscribe?token=${encodeURIComponent(oneClick.searchParams.get('token') ?? '')}`,
    );

    // The next mail about the same post answers the same thread; another post starts another.
    await commentOn(asha.id, namedActor('userBilal01', 'Bilal'));
    await commentOn(asha.id, namedActor('userBilal01', 'Bilal'), { postId: 'Post0000002' });
    expect(await sender().sendDue()).toMatchObject({ sent: 2 });
    const [second, other] = [await inbox.nextMailTo(address), await inbox.nextMailTo(address)].sort((a, b) =>
      a.text?.includes('Post0000002') || b.text?.includes('Post0000001') ? 1 : -1,
    );
    if (!second || !other) throw new Error('expected two mails');
    const thread = header(mail, 'in-reply-to');
    expect(thread).toMatch(/^<t-[0-9a-f]{32}@campusloop\.app>$/);
    expect(header(second, 'in-reply-to')).toBe(thread);
    expect(header(second, 'references')).toContain(thread);
    expect(header(other, 'in-reply-to')).not.toBe(thread);
    expect(
      new Set([header(mail, 'message-id'), header(second, 'message-id'), header(other, 'message-id')]).size,
    ).toBe(3);
  });

  it('names an anonymous actor Anonymous in the mail too', async () => {
    const { who, address } = await withEmail('Anil');
    await commentOn(who.id, anonymousActor);
    await sender().sendDue();
    const mail = await inbox.nextMailTo(address);
    expect(mail.text).toMatch(/^Anonymous commented on/);
    expect(mail.html).toContain('Anonymous commented on');
  });

  it('mails each member of a grouped notification with the grouped text as it then stands, in one thread', async () => {
    const { who, address } = await withEmail('Gita');
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
    await commentOn(who.id, namedActor('userChen001', 'Chen'));
    await commentOn(who.id, anonymousActor);
    expect(await sender().sendDue()).toMatchObject({ sent: 3 });
    const mails = [
      await inbox.nextMailTo(address),
      await inbox.nextMailTo(address),
      await inbox.nextMailTo(address),
    ];
    const texts = mails.map((mail) => mail.text?.split('\n')[0]).sort();
    expect(texts).toEqual([
      'Bilal commented on "Best canteen on campus?": The one near the library',
      'Chen and 1 other commented on "Best canteen on campus?": The one near the library',
      // The anonymous commenter is counted, never named.
      'Chen and 2 others commented on "Best canteen on campus?".',
    ]);
    expect(
      mails.every((mail) => mail.html?.includes('commented on &quot;Best canteen on campus?&quot;')),
    ).toBe(true);
    expect(new Set(mails.map((mail) => header(mail, 'in-reply-to'))).size).toBe(1);
  });

  it('sends nothing with e-mail off (the default) or for a category turned off', async () => {
    const off = await kit.persona('Off');
    addresses.set(off.id, `off-${off.id}@example.com`);
    await commentOn(off.id, namedActor('userBilal01', 'Bilal'));
    const { who, address } = await withEmail('Cat', { POST: false, COMMENT: true });
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
    await deliverEvent(
      kit.app(),
      'comment.replied',
      recorded.feedCommentReplied(who.id, namedActor('userBilal01', 'Bilal')),
    );
    await sender().sendDue();
    expect(await mailsTo(`off-${off.id}@example.com`)).toEqual([]);
    const mails = await mailsTo(address);
    expect(mails.map((mail) => mail.subject)).toEqual(['New reply to your comment']);
    await inbox.nextMailTo(address);
  });
});

describe('one-click unsubscribe', () => {
  it('works from the mail without a session (RFC 8058 POST), turns e-mail off, and the page turns it back on', async () => {
    const { who, address } = await withEmail('Uma');
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
    await sender().sendDue();
    const url = oneClickUrl(await inbox.nextMailTo(address));

    // Queued before the click, sent after it: dropped when its turn comes, not mailed.
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
    const response = await request(kit.app())
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ emailDelivery: false });
    expect(await emailDelivery(who)).toBe(false);

    expect(await sender().sendDue()).toMatchObject({ sent: 0, dropped: 1 });

    const token = url.searchParams.get('token') ?? '';
    const back = await kit.call('post', `${apiPath(P.resubscribe)}?token=${encodeURIComponent(token)}`, {
      id: 'x',
      label: 'mail link',
    });
    expect(back.body).toEqual({ emailDelivery: true });
    expect(await emailDelivery(who)).toBe(true);
    // The other preferences were left as they were.
    const all = (await kit.call('get', apiPath(P.preferences), who)).body as NotificationPreference[];
    expect(all.filter((item) => !item.enabled).map((item) => item.preferenceType)).toEqual(['DAILY_DIGEST']);
  });

  it('changes nothing for a forged, foreign-secret, expired, missing or oversized token (clear 4xx)', async () => {
    const { who } = await withEmail('Faiz');
    const link = (token: string) => `${apiPath(P.unsubscribe)}?token=${encodeURIComponent(token)}`;
    const visitor = { id: 'visitor', label: 'mail link' };
    const valid = signUnsubscribeToken(SECRET, who.id, clock.now());
    const [user, expiry] = valid.split('.');
    const forged = `${user}.${expiry}.${'A'.repeat(43)}`;
    const otherSecret = signUnsubscribeToken(
      'another-installation-secret-0123456789-xyz',
      who.id,
      clock.now(),
    );
    const longer = `${user}.${Number(expiry) + 999_999}.${valid.split('.')[2]}`;
    const expired = signUnsubscribeToken(
      SECRET,
      who.id,
      new Date(clock.now().getTime() - UNSUBSCRIBE_TOKEN_TTL_MS - 1_000),
    );

    for (const token of [forged, otherSecret, longer, 'garbage', `${valid}x`]) {
      const response = await kit.call('post', link(token), visitor);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_UNSUBSCRIBE_LINK');
    }
    const old = await kit.call('post', link(expired), visitor);
    expect(old.status).toBe(410);
    expect(old.body.code).toBe('UNSUBSCRIBE_LINK_EXPIRED');
    expect((await kit.call('post', apiPath(P.unsubscribe), visitor)).status).toBe(400);
    expect((await kit.call('post', link('x'.repeat(201)), visitor)).status).toBe(400);
    expect(
      (await kit.call('post', `${apiPath(P.resubscribe)}?token=${encodeURIComponent(forged)}`, visitor))
        .status,
    ).toBe(400);
    expect(await emailDelivery(who)).toBe(true);
  });
});

describe('the mail outbox', () => {
  it('keeps a mail while SMTP is down and sends it once when it is back (backoff between tries)', async () => {
    const { who, address } = await withEmail('Dev');
    const port = inbox.port;
    await inbox.stop();
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
    expect(await sender().sendDue()).toMatchObject({ sent: 0, retrying: 1 });
    // Not due again before its backoff ends.
    expect(await sender().sendDue()).toMatchObject({ sent: 0, retrying: 0 });
    clock.advance(10_000);
    expect(await sender().sendDue()).toMatchObject({ sent: 0, retrying: 1 });

    inbox = await startMailInbox({ port });
    clock.advance(10_000);
    expect(await sender().sendDue()).toMatchObject({ sent: 1 });
    clock.advance(60_000);
    expect(await sender().sendDue()).toMatchObject({ sent: 0, retrying: 0 });
    await inbox.nextMailTo(address);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('sends a mail once when its sender died between claim and send, after the lease ends', async () => {
    const { who, address } = await withEmail('Crash');
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
    const Mails = mailModel(kit.db.connection());
    const mail = await Mails.findOne({ userId: who.id }).lean();
    if (!mail) throw new Error('expected a queued mail');
    // A sender claimed attempt 1 and died before anything else.
    const now = clock.now();
    await mailClaimModel(kit.db.connection()).create({
      _id: `${mail._id}#1`,
      mailId: mail._id,
      attempt: 1,
      claimedAt: now,
      leaseUntil: new Date(now.getTime() + 5 * 60_000),
      owner: 'dead-sender',
    });
    expect(await sender().sendDue()).toMatchObject({ sent: 0, busy: 1 });
    expect(await mailsTo(address)).toEqual([]);

    clock.advance(5 * 60_000 + 1_000);
    await sender().sendDue();
    await sender().sendDue();
    await inbox.nextMailTo(address);
    await sender().sendDue();
    expect(await mailsTo(address)).toHaveLength(1);
    expect(await Mails.findById(mail._id).lean()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('with the sender running, mails a notification right after its delivery, not at the next round', async () => {
    const { who, address } = await withEmail('Farah');
    sender().start(60 * 60_000); // its first round now, the next in an hour
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await commentOn(who.id, namedActor('userGita001', 'Gita'));

      const mail = await inbox.nextMailTo(address);
      expect(mail.text).toContain('Gita commented on');
    } finally {
      await sender().stop();
    }
  });

  it('with two instances sending at once, mails every queued mail exactly once', async () => {
    const { who, address } = await withEmail('Twin');
    const second = createNotificationsApp({
      connection: kit.db.connection(),
      logger: createLogger({ name: 'notifications-second', level: 'silent' }),
      verifier: kit.verifier,
      serviceAuth: testServiceAuth('notifications'),
      readRevoked: async () => [],
      now: clock.now,
      mail: mailDeps(),
    });
    for (let i = 0; i < 6; i += 1)
      await commentOn(who.id, namedActor('userBilal01', 'Bilal'), { excerpt: `c${i}` });
    const [one, two] = await Promise.all([sender().sendDue(), second.mailSender.sendDue()]);
    expect(one.sent + two.sent).toBe(6);
    for (let i = 0; i < 6; i += 1) await inbox.nextMailTo(address);
    expect(await mailsTo(address)).toHaveLength(6);
  });

  it('marks a permanently refused address failed at once, never retries it, and keeps it for the operator', async () => {
    const refusing = await startRefusingSmtpServer();
    const refusingMailer = createSmtpMailer({
      url: refusing.url,
      from: 'CampusLoop <no-reply@campusloop.app>',
      timeoutMs: 3_000,
    });
    try {
      const { who } = await withEmail('Gone');
      await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
      const app = createNotificationsApp({
        connection: kit.db.connection(),
        logger: createLogger({ name: 'notifications-refused', level: 'silent' }),
        verifier: kit.verifier,
        serviceAuth: testServiceAuth('notifications'),
        readRevoked: async () => [],
        now: clock.now,
        mail: { ...mailDeps(), mailer: refusingMailer },
      });
      expect(await app.mailSender.sendDue()).toMatchObject({ failed: 1, retrying: 0 });
      clock.advance(60 * 60_000);
      expect(await app.mailSender.sendDue()).toMatchObject({ failed: 0, sent: 0 });
      expect(refusing.refusals()).toBe(1);
      const failed = await app.ctx.mail.store.failed();
      expect(failed.find((mail) => mail.userId === who.id)).toMatchObject({
        status: 'failed',
        lastError: expect.stringContaining('550'),
      });
    } finally {
      await refusingMailer.close();
      await refusing.close();
    }
  });
});

describe('the daily digest', () => {
  it('sends one summary mail a day from 08:00 Asia/Kolkata instead of one per notification, once across instances and restarts', async () => {
    const { who, address } = await withEmail('Dina');
    await kit.call('put', apiPath(P.preferences), who, [{ preferenceType: 'DAILY_DIGEST', enabled: true }]);
    clock.set(new Date('2026-12-02T02:00:00Z')); // 07:30 in Kolkata
    // Three posts: three notifications (comments on one post would be one grouped notification).
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'), {
      excerpt: 'first <b>bold</b>',
      postId: 'Post0000011',
    });
    await commentOn(who.id, anonymousActor, { excerpt: 'second', postId: 'Post0000012' });
    expect(await sender().sendDue()).toMatchObject({ sent: 0 });
    expect(await kit.built().digest.runOnce()).toMatchObject({ queued: 0 });

    clock.set(new Date('2026-12-02T02:30:00Z')); // 08:00 in Kolkata
    const other = () =>
      createNotificationsApp({
        connection: kit.db.connection(),
        logger: createLogger({ name: 'notifications-digest', level: 'silent' }),
        verifier: kit.verifier,
        serviceAuth: testServiceAuth('notifications'),
        readRevoked: async () => [],
        now: clock.now,
        mail: mailDeps(),
      });
    const twin = other();
    const [one, two] = await Promise.all([kit.built().digest.runOnce(), twin.digest.runOnce()]);
    expect(one.queued + two.queued).toBe(1);
    await Promise.all([sender().sendDue(), twin.mailSender.sendDue()]);

    const digest = await inbox.nextMailTo(address);
    expect(digest.subject).toBe('Your CampusLoop digest: 2 unread notifications');
    expect(digest.text).toContain('Anonymous commented on');
    expect(digest.text).toContain('Bilal commented on');
    expect(digest.html).toContain('first &lt;b&gt;bold&lt;/b&gt;');
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Later the same day, and after a restart (a new instance): nothing more.
    clock.advance(6 * 60 * 60_000);
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'), { excerpt: 'third', postId: 'Post0000013' });
    await kit.built().digest.runOnce();
    await other().digest.runOnce();
    await sender().sendDue();
    expect(await mailsTo(address)).toHaveLength(1);

    // The next morning: the next digest, with all three unread.
    clock.set(new Date('2026-12-03T02:31:00Z'));
    await kit.built().digest.runOnce();
    await sender().sendDue();
    expect((await inbox.nextMailTo(address)).subject).toBe('Your CampusLoop digest: 3 unread notifications');
    expect(await mailsTo(address)).toHaveLength(2);
  });

  it('goes out from 08:00 in the user’s own time zone once they chose one; an unknown zone is 400 and changes nothing', async () => {
    const { who, address } = await withEmail('Zoe');
    await kit.call('put', apiPath(P.preferences), who, [{ preferenceType: 'DAILY_DIGEST', enabled: true }]);
    const zone = apiPath(P.digestTimeZone);
    expect((await kit.call('get', zone, who)).body).toEqual({ timeZone: 'Asia/Kolkata' });
    const bad = await kit.call('put', zone, who, { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid time zone');
    expect((await kit.call('get', zone, who)).body).toEqual({ timeZone: 'Asia/Kolkata' });
    expect((await kit.call('put', zone, who, { timeZone: 'Europe/Berlin' })).body).toEqual({
      timeZone: 'Europe/Berlin',
    });
    expect((await kit.call('get', zone, who)).body).toEqual({ timeZone: 'Europe/Berlin' });

    clock.set(new Date('2026-12-20T03:00:00Z')); // 08:30 in Kolkata, 04:00 in Berlin
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'), { postId: 'Post0000021' });
    await kit.built().digest.runOnce();
    await sender().sendDue();
    expect(await mailsTo(address)).toEqual([]);

    clock.set(new Date('2026-12-20T07:01:00Z')); // 08:01 in Berlin
    await kit.built().digest.runOnce();
    await sender().sendDue();
    expect((await inbox.nextMailTo(address)).subject).toMatch(/^Your CampusLoop digest: 1 unread/);
  });

  it('sends no digest on a day with nothing unread, and none with e-mail off', async () => {
    const { who, address } = await withEmail('Noor');
    await kit.call('put', apiPath(P.preferences), who, [{ preferenceType: 'DAILY_DIGEST', enabled: true }]);
    clock.set(new Date('2026-12-10T03:00:00Z'));
    await kit.built().digest.runOnce();
    await sender().sendDue();
    expect(await mailsTo(address)).toEqual([]);

    await kit.call('put', apiPath(P.preferences), who, [
      { preferenceType: 'EMAIL_DELIVERY', enabled: false },
    ]);
    await commentOn(who.id, namedActor('userBilal01', 'Bilal'));
    clock.set(new Date('2026-12-11T03:00:00Z'));
    await kit.built().digest.runOnce();
    await sender().sendDue();
    expect(await mailsTo(address)).toEqual([]);
  });
});
