import { EVENT_MESSAGES } from '@campusloop/contracts';
import { HOUR, coverUpload, eventPaths, useEventsTestKit } from '../testing/events-test-kit';

const kit = useEventsTestKit();

describe('event lifecycle', () => {
  afterEach(() => kit.clock.reset());

  it('creates an event that answers IST times, the organizer and no RSVP yet', async () => {
    const owner = await kit.student('Owner');
    const res = await kit.call('post', eventPaths.list(), owner, {
      ...kit.eventBody(),
      startsAt: '2030-11-23T18:29:00Z',
      endsAt: '2030-11-23T18:31:00Z',
      capacity: 5,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      startsAt: '2030-11-23T23:59:00+05:30',
      endsAt: '2030-11-24T00:01:00+05:30',
      startsAtFormatted: 'Sat, 23 Nov 2030, 11:59 PM IST',
      endsAtFormatted: 'Sun, 24 Nov 2030, 12:01 AM IST',
      timing: 'upcoming',
      capacity: 5,
      rsvpCount: 0,
      rsvpd: false,
      isOwner: true,
      coverImage: null,
      sequence: 0,
    });
    expect(res.body.author.id).toBe(owner.id);
    const seen = await kit.call('get', eventPaths.event(res.body.id), await kit.student('Other'));
    expect(seen.body).toMatchObject({ isOwner: false, title: 'Hack night' });
  });

  it('refuses a start in the past and an end before the start with the spec texts', async () => {
    const owner = await kit.student('Owner');
    const past = await kit.call('post', eventPaths.list(), owner, kit.eventBody(-HOUR));
    expect(past.status).toBe(400);
    expect(past.body.validationErrors).toEqual({ startsAt: EVENT_MESSAGES.startInPast });
    const body = kit.eventBody();
    const backwards = await kit.call('post', eventPaths.list(), owner, { ...body, endsAt: body.startsAt });
    expect(backwards.body.validationErrors).toEqual({ endsAt: EVENT_MESSAGES.endBeforeStart });
    const list = await kit.call('get', eventPaths.list(), owner);
    expect(list.body.content.filter((e: { isOwner: boolean }) => e.isOwner)).toEqual([]);
  });

  it('lists upcoming soonest first and past most recent first, live events with the upcoming ones', async () => {
    const owner = await kit.student('Lister');
    const later = await kit.createEvent(owner, { title: 'later' }, 30 * HOUR);
    const sooner = await kit.createEvent(owner, { title: 'sooner' }, 3 * HOUR);
    const soonest = await kit.createEvent(owner, { title: 'soonest' }, 1 * HOUR);
    kit.clock.advance(4 * HOUR); // soonest ended (1h..3h), sooner is live (3h..5h)
    const upcoming = await kit.call('get', `${eventPaths.mine}?size=20`, owner);
    expect(upcoming.body.content.map((e: { id: string; timing: string }) => [e.id, e.timing])).toEqual([
      [sooner.id, 'live'],
      [later.id, 'upcoming'],
    ]);
    const past = await kit.call('get', eventPaths.minePast, owner);
    expect(past.body.content.map((e: { id: string }) => e.id)).toEqual([soonest.id]);
    expect(past.body).toMatchObject({ totalElements: 1, last: true });
    kit.clock.advance(100 * HOUR);
    const allPast = await kit.call('get', eventPaths.minePast, owner);
    expect(allPast.body.content.map((e: { id: string }) => e.id)).toEqual([later.id, sooner.id, soonest.id]);
  });

  it('pages by 20 with totalElements and last', async () => {
    const owner = await kit.student('Pager', 'uniPaging01');
    for (let i = 0; i < 21; i += 1) {
      const res = await kit.call(
        'post',
        eventPaths.list('uniPaging01'),
        owner,
        kit.eventBody((i + 1) * HOUR),
      );
      expect(res.status).toBe(201);
    }
    const first = await kit.call('get', eventPaths.list('uniPaging01'), owner);
    expect(first.body).toMatchObject({ totalElements: 21, last: false, size: 20 });
    expect(first.body.content).toHaveLength(20);
    const second = await kit.call('get', `${eventPaths.list('uniPaging01')}?page=1`, owner);
    expect(second.body).toMatchObject({ last: true });
    expect(second.body.content).toHaveLength(1);
    const bad = await kit.call('get', `${eventPaths.list('uniPaging01')}?page=abc`, owner);
    expect(bad.status).toBe(400);
  });

  it('lets the organizer edit (SEQUENCE grows) until the event is past, then refuses', async () => {
    const owner = await kit.student('Editor');
    const { id } = await kit.createEvent(owner, {}, HOUR);
    const edited = await kit.call(
      'put',
      eventPaths.event(id),
      owner,
      kit.eventBody(HOUR, { title: 'Renamed' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Renamed', sequence: 1 });
    kit.clock.advance(2 * HOUR); // live: details may still be fixed, the start stays
    const live = await kit.call('put', eventPaths.event(id), owner, {
      ...kit.eventBody(0, { title: 'Live fix' }),
      startsAt: edited.body.startsAt,
      endsAt: edited.body.endsAt,
    });
    expect(live.status).toBe(200);
    expect(live.body.timing).toBe('live');
    kit.clock.advance(2 * HOUR);
    const before = await kit.snapshot();
    const past = await kit.call('put', eventPaths.event(id), owner, {
      ...kit.eventBody(0, { title: 'Too late' }),
      startsAt: edited.body.startsAt,
      endsAt: edited.body.endsAt,
    });
    expect(past.status).toBe(409);
    expect(past.body.message).toBe(EVENT_MESSAGES.pastNotEditable);
    expect(await kit.snapshot()).toBe(before);
    const moved = await kit.call('get', eventPaths.event(id), owner);
    expect(moved.body.title).toBe('Live fix');
  });

  it('keeps, replaces and removes the cover through media (context EVENT)', async () => {
    const owner = await kit.student('Cover');
    const created = await kit.createEvent(owner, { coverImage: coverUpload() });
    const cover = created.body.coverImage as { id: string };
    expect(cover).toMatchObject({ isDefault: false });
    const attach = kit
      .media()
      .calls.filter((c) => c.path.endsWith('/attach'))
      .at(-1);
    expect(attach?.body).toMatchObject({ context: 'EVENT', referenceId: created.id, userId: owner.id });
    const kept = await kit.call(
      'put',
      eventPaths.event(created.id),
      owner,
      kit.eventBody(48 * HOUR, { coverImage: { id: cover.id, isDefault: false } }),
    );
    expect(kept.body.coverImage.id).toBe(cover.id);
    const replaced = await kit.call(
      'put',
      eventPaths.event(created.id),
      owner,
      kit.eventBody(48 * HOUR, { coverImage: coverUpload('b.jpg') }),
    );
    expect(replaced.body.coverImage.id).not.toBe(cover.id);
    const removed = await kit.call(
      'put',
      eventPaths.event(created.id),
      owner,
      kit.eventBody(48 * HOUR, { coverImage: 'REMOVE' }),
    );
    expect(removed.body.coverImage).toBeNull();
    const detach = kit
      .media()
      .calls.filter((c) => c.path.endsWith('/detach'))
      .at(-1);
    expect(detach?.body).toMatchObject({ context: 'EVENT', referenceId: created.id });
    const foreign = await kit.call(
      'put',
      eventPaths.event(created.id),
      owner,
      kit.eventBody(48 * HOUR, { coverImage: { id: 'someoneElse' } }),
    );
    expect(foreign.status).toBe(400);
  });

  it('deletes with RSVPs and waitlist; the event then answers 410 and is gone from lists', async () => {
    const owner = await kit.student('Deleter');
    const guest = await kit.student('Guest');
    const { id } = await kit.createEvent(owner, { capacity: 1, coverImage: coverUpload() });
    expect((await kit.call('post', eventPaths.rsvp(id), guest)).status).toBe(200);
    const deleted = await kit.call('delete', eventPaths.event(id), owner);
    expect(deleted.status).toBe(204);
    const gone = await kit.call('get', eventPaths.event(id), guest);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(EVENT_MESSAGES.openGone);
    const again = await kit.call('delete', eventPaths.event(id), owner);
    expect(again.status).toBe(410);
    const connection = kit.db.connection();
    expect(await connection.collection('attendances').countDocuments({ eventId: id })).toBe(0);
    expect(await connection.collection('seats').countDocuments({ eventId: id })).toBe(0);
    const mine = await kit.call('get', eventPaths.mine, guest);
    expect(mine.body.content.map((e: { id: string }) => e.id)).not.toContain(id);
    expect(kit.media().calls.at(-1)).toMatchObject({
      path: expect.stringMatching(/detach$/),
      body: { context: 'EVENT', referenceId: id },
    });
  });
});
