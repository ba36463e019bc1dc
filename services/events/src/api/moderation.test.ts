import { EVENT_PATHS, MODERATION_MESSAGES, apiPath, type ReportedItem } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { expectModeratorsOnly } from '@campusloop/testing';
import { UNI_B, VISITOR, eventPaths, useEventsTestKit, type Persona } from '../testing/events-test-kit';

const kit = useEventsTestKit();

const paths = {
  report: (id: string) => apiPath(EVENT_PATHS.report, { universityId: 'uniAlpha001', eventId: id }),
  queue: (query = '') => `${apiPath(EVENT_PATHS.queue)}${query}`,
  block: (id: string) => apiPath(EVENT_PATHS.block, { itemId: id }),
  unblock: (id: string) => apiPath(EVENT_PATHS.unblock, { itemId: id }),
  dismiss: (id: string) => apiPath(EVENT_PATHS.dismiss, { itemId: id }),
  audit: (query = '') => `${apiPath(EVENT_PATHS.audit)}${query}`,
  comments: (id: string) => `${eventPaths.event(id)}/comments`,
  commentReport: (id: string, commentId: string) =>
    apiPath(EVENT_PATHS.commentReport, { universityId: 'uniAlpha001', eventId: id, commentId }),
  commentQueue: apiPath(EVENT_PATHS.commentQueue),
  commentBlock: (commentId: string) => apiPath(EVENT_PATHS.commentBlock, { itemId: commentId }),
};

const moderator = (label = 'Moderator') => kit.persona(label, { roles: ['moderator'], universityId: 'uniAlpha001' });
const report = (as: Persona, id: string, body: unknown = { reason: 'spam' }) => kit.call('post', paths.report(id), as, body);
const queueItem = async (as: Persona, id: string) =>
  ((await kit.call('get', paths.queue('?size=100'), as)).body.content as ReportedItem[]).find((item) => item.itemId === id);
const ids = (res: { body: { content: Array<{ id: string }> } }) => res.body.content.map((event) => event.id);

describe('reporting an event', () => {
  it('a student reports once (201); a second open report is 409 (already reported) and one is stored', async () => {
    const owner = await kit.student('Organizer');
    const reporter = await kit.student('Reporter');
    const event = await kit.createEvent(owner);

    const first = await report(reporter, event.id, { reason: 'spam', note: 'Advertises a paid course.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: MODERATION_MESSAGES.reportReceived, reason: 'spam' });
    const again = await report(reporter, event.id, { reason: 'hate' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, message: MODERATION_MESSAGES.alreadyReported });
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ itemId: event.id })).toBe(1);
  });

  it('an event the caller cannot see is 404 (unknown, blocked for them, another campus); bad reasons and notes are 400; nothing stored', async () => {
    const owner = await kit.student('Organizer');
    const reporter = await kit.student('Reporter');
    const hidden = await kit.createEvent(owner, { title: 'Hidden' });
    const open = await kit.createEvent(owner, { title: 'Open' });
    await kit.call('post', paths.block(hidden.id), await moderator(), {});

    expect((await report(reporter, hidden.id)).status).toBe(404);
    expect((await report(reporter, newId())).status).toBe(404);
    const stranger = await kit.student('Stranger', UNI_B);
    const probe = await report(stranger, open.id);
    expect(probe.status).toBe(404);
    expect(probe.body.message).toBe((await report(stranger, newId())).body.message);
    expect((await report(VISITOR, open.id)).status).toBe(401);
    expect((await report(reporter, open.id, { reason: 'boring' })).status).toBe(400);
    const long = await report(reporter, open.id, { reason: 'other', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.validationErrors).toEqual({ note: MODERATION_MESSAGES.noteTooLong });
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ reporterId: { $in: [reporter.id, stranger.id] } })).toBe(0);
  });
});

describe("the events moderators' desk", () => {
  it('non-moderators get 403 on the queue, the actions and the audit log; nothing changes', async () => {
    const owner = await kit.student('Organizer');
    const student = await kit.student('Student');
    const event = await kit.createEvent(owner);
    await report(student, event.id);

    await expectModeratorsOnly(kit, EVENT_PATHS, event.id, [student, owner]);
    expect((await kit.call('get', eventPaths.event(event.id), student)).status).toBe(200);
    expect(await queueItem(await moderator(), event.id)).toMatchObject({ count: 1, content: { authorId: owner.id } });
  });

  it('block hides the event from everyone but its organizer in every list, detail, count and calendar feed, refuses RSVPs and comments, is audited; unblock restores it', async () => {
    const owner = await kit.student('Organizer');
    const reporter = await kit.student('Reporter');
    const attendee = await kit.student('Attendee');
    const event = await kit.createEvent(owner, { title: 'Dubious giveaway' });
    const other = await kit.createEvent(owner, { title: 'Fine meetup' });
    await kit.call('post', eventPaths.rsvp(event.id), attendee).then((res) => expect(res.status).toBe(200));
    await kit.call('post', eventPaths.rsvp(other.id), attendee);
    const feedUrl = (await kit.call('post', eventPaths.subscription, attendee)).body.url as string;
    await report(reporter, event.id, { reason: 'misinformation' });
    const mod = await moderator();
    const before = (await kit.call('get', eventPaths.list(), reporter)).body.totalElements as number;

    const blocked = await kit.call('post', paths.block(event.id), mod, { reason: 'Scam' });
    expect(blocked.body).toEqual({ itemType: 'event', itemId: event.id, blocked: true, reportsClosed: 1 });

    for (const as of [reporter, attendee]) {
      expect((await kit.call('get', eventPaths.event(event.id), as)).status).toBe(404);
      expect((await kit.call('get', eventPaths.ics(event.id), as)).status).toBe(404);
      expect((await kit.call('get', paths.comments(event.id), as)).status).toBe(404);
      const list = await kit.call('get', eventPaths.list(), as);
      expect(ids(list)).not.toContain(event.id);
      expect(list.body.totalElements).toBe(before - 1);
    }
    const mine = await kit.call('get', eventPaths.mine, attendee);
    expect(ids(mine)).toEqual([other.id]);
    expect(mine.body.totalElements).toBe(1);
    expect((await kit.call('get', feedUrl, VISITOR)).text).not.toContain('Dubious giveaway');
    expect((await kit.call('post', eventPaths.rsvp(event.id), reporter)).status).toBe(404);
    expect((await kit.call('post', paths.comments(event.id), reporter, { body: 'Still on?' })).status).toBe(404);

    // Its organizer still sees it, marked blocked, in the detail and their own list.
    expect((await kit.call('get', eventPaths.event(event.id), owner)).body).toMatchObject({ blocked: true, isOwner: true });
    expect((await kit.call('get', eventPaths.mine, owner)).body.content).toContainEqual(
      expect.objectContaining({ id: event.id, blocked: true }),
    );
    expect((await kit.call('get', eventPaths.ics(event.id), owner)).status).toBe(200);
    expect(await queueItem(mod, event.id)).toBeUndefined();

    await kit.call('post', paths.unblock(event.id), mod, {}).then((res) => expect(res.body).toMatchObject({ blocked: false }));
    const back = await kit.call('get', eventPaths.event(event.id), attendee);
    expect(back.status).toBe(200);
    expect(back.body.blocked).toBeUndefined();
    expect((await kit.call('get', eventPaths.list(), reporter)).body.totalElements).toBe(before);
    expect(ids(await kit.call('get', eventPaths.mine, attendee)).sort()).toEqual([event.id, other.id].sort());

    const audit = await kit.call('get', paths.audit('?size=100'), mod);
    const entries = (audit.body.content as Array<Record<string, unknown>>).filter((entry) => entry['itemId'] === event.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'unblock', moderatorId: mod.id, itemType: 'event', reportsClosed: 0 }),
      expect.objectContaining({ action: 'block', moderatorId: mod.id, itemType: 'event', reason: 'Scam', reportsClosed: 1 }),
    ]);
  });

  it('the organizer is told Content Blocked and the reporter the outcome, and no answer to the organizer names the reporter', async () => {
    const owner = await kit.student('Organizer');
    const reporter = await kit.student('Reporter');
    const event = await kit.createEvent(owner);
    await report(reporter, event.id, { reason: 'hate', note: 'Offensive title' });
    const mod = await moderator();
    await kit.call('post', paths.block(event.id), mod, {});

    const outcome = (await kit.outboxEvents()).find((entry) => entry.type === 'moderation.outcome' && entry.payload['itemId'] === event.id);
    expect(outcome?.payload).toMatchObject({ itemType: 'event', action: 'block', authorId: owner.id, reporterIds: [reporter.id] });
    for (const path of [eventPaths.event(event.id), eventPaths.mine, eventPaths.list(), paths.comments(event.id)]) {
      expect(JSON.stringify((await kit.call('get', path, owner)).body)).not.toContain(reporter.id);
    }
  });

  it('dismiss closes the reports and leaves the event as it is; an unknown event is 404', async () => {
    const owner = await kit.student('Organizer');
    const reporter = await kit.student('Reporter');
    const event = await kit.createEvent(owner);
    await report(reporter, event.id, { reason: 'other' });
    const mod = await moderator();

    const dismissed = await kit.call('post', paths.dismiss(event.id), mod, {});
    expect(dismissed.body).toEqual({ itemType: 'event', itemId: event.id, blocked: false, reportsClosed: 1 });
    expect((await kit.call('get', eventPaths.event(event.id), reporter)).status).toBe(200);
    expect((await kit.call('post', paths.block(newId()), mod, {})).status).toBe(404);
  });
});

describe('a blocked event and its waitlist', () => {
  it('its organizer raising the capacity promotes nobody (no notice would show it to a student)', async () => {
    const owner = await kit.student('Organizer');
    const [first, waiting] = [await kit.student('First'), await kit.student('Waiting')];
    const event = await kit.createEvent(owner, { capacity: 1 });
    await kit.call('post', eventPaths.rsvp(event.id), first);
    expect((await kit.call('post', eventPaths.waitlist(event.id), waiting)).status).toBe(200);
    await kit.call('post', paths.block(event.id), await moderator(), {});

    const raised = await kit.call('put', eventPaths.event(event.id), owner, kit.eventBody(48 * 60 * 60 * 1000, { capacity: 5 }));
    expect(raised.status).toBe(200);
    const promotions = (await kit.outboxEvents()).filter(
      (entry) => entry.type === 'event.waitlist-promoted' && entry.payload['eventId'] === event.id,
    );
    expect(promotions).toEqual([]);
  });
});

describe('comments on events', () => {
  it('a comment is reportable; blocking it hides it from others and takes it out of the count', async () => {
    const owner = await kit.student('Organizer');
    const writer = await kit.student('Writer');
    const reporter = await kit.student('Reporter');
    const event = await kit.createEvent(owner);
    const comment = await kit.call('post', paths.comments(event.id), writer, { body: 'Buy my notes at a discount!' });
    expect(comment.status).toBe(201);

    expect((await kit.call('post', paths.commentReport(event.id, comment.body.id), reporter, { reason: 'spam' })).status).toBe(201);
    expect((await kit.call('post', paths.commentReport(event.id, newId()), reporter, { reason: 'spam' })).status).toBe(404);
    expect((await kit.call('get', paths.commentQueue, reporter)).status).toBe(403);
    const mod = await moderator();
    const queued = await kit.call('get', paths.commentQueue, mod);
    expect(queued.body.content).toContainEqual(expect.objectContaining({ itemType: 'event-comment', itemId: comment.body.id, count: 1 }));
    expect(JSON.stringify(queued.body)).not.toContain(reporter.id);

    expect((await kit.call('post', paths.commentBlock(comment.body.id), mod, {})).body).toMatchObject({ blocked: true, reportsClosed: 1 });
    const seen = await kit.call('get', paths.comments(event.id), reporter);
    expect(seen.body.content).not.toContainEqual(expect.objectContaining({ id: comment.body.id }));
    expect(seen.body.totalElements).toBe(0);
    expect((await kit.call('get', eventPaths.event(event.id), reporter)).body.commentCount).toBe(0);
  });
});
