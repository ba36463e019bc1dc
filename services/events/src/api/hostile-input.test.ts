import { EVENT_MESSAGES } from '@campusloop/contracts';
import request from 'supertest';
import { HOUR, eventPaths, useEventsTestKit } from '../testing/events-test-kit';

const kit = useEventsTestKit();

describe('hostile and invalid input', () => {
  it('answers 4xx in the error shape and stores nothing', async () => {
    const owner = await kit.student('Owner');
    const valid = kit.eventBody();
    const cases: Array<[string, unknown, string?]> = [
      ['array body', [valid]],
      ['string body', 'title=x'],
      ['operator key', { ...valid, $where: '1' }],
      ['proto key', JSON.parse(`{"title":"x","__proto__":{"admin":true}}`)],
      ['client sets counts', { ...valid, rsvpCount: 99 }],
      ['client sets owner', { ...valid, ownerId: 'someone' }],
      ['client sets author', { ...valid, author: { id: 'x', name: 'y', avatarUrl: null } }],
      ['title object', { ...valid, title: { $gt: '' } }],
      ['title too long', { ...valid, title: 'x'.repeat(121) }, EVENT_MESSAGES.titleTooLong],
      [
        'description too long',
        { ...valid, description: 'x'.repeat(2001) },
        EVENT_MESSAGES.descriptionTooLong,
      ],
      ['location too long', { ...valid, location: 'x'.repeat(256) }, EVENT_MESSAGES.locationTooLong],
      ['blank title', { ...valid, title: '   ' }, EVENT_MESSAGES.titleRequired],
      ['capacity 0', { ...valid, capacity: 0 }, EVENT_MESSAGES.capacityInvalid],
      ['capacity 1.5', { ...valid, capacity: 1.5 }, EVENT_MESSAGES.capacityInvalid],
      ['capacity string', { ...valid, capacity: '10' }, EVENT_MESSAGES.capacityInvalid],
      ['no offset', { ...valid, startsAt: valid.startsAt.slice(0, 19) }, EVENT_MESSAGES.invalidDate],
      ['not a date', { ...valid, startsAt: 'tomorrow' }, EVENT_MESSAGES.invalidDate],
      [
        'year 9999',
        { ...valid, startsAt: '9999-01-01T00:00:00+05:30', endsAt: '9999-01-01T01:00:00+05:30' },
        EVENT_MESSAGES.dateOutOfRange,
      ],
      ['cover junk', { ...valid, coverImage: 'http://evil.example/x.png' }, EVENT_MESSAGES.coverInvalid],
      [
        'cover wrong type',
        {
          ...valid,
          coverImage: {
            s3Key: 'event/abc.jpg',
            originalFilename: 'a',
            contentType: 'image/gif',
            fileSize: 10,
          },
        },
      ],
    ];
    const before = await kit.snapshot();
    for (const [name, body, message] of cases) {
      const res = await kit.call('post', eventPaths.list(), owner, body);
      expect({ name, status: res.status }).toEqual({ name, status: 400 });
      if (message) expect({ name, message: res.body.message }).toEqual({ name, message });
    }
    const badPaths = [
      '/api/v1/universities/$ne/events',
      '/api/v1/universities/uniAlpha001/events/..%2F..%2Fx',
      `${eventPaths.list()}?size=1000`,
      `${eventPaths.list()}?page=-1`,
    ];
    for (const path of badPaths) {
      const res = await kit.call('get', path, owner);
      expect({ path, clientError: res.status >= 400 && res.status < 500 }).toEqual({
        path,
        clientError: true,
      });
    }
    const malformed = await request(kit.app())
      .post(eventPaths.list())
      .set('Authorization', owner.authorization as string)
      .set('Content-Type', 'application/json')
      .send('{"title":');
    expect(malformed.status).toBe(400);
    expect(await kit.snapshot()).toBe(before);
  });

  it('an RSVP with a body is still an RSVP (the body is ignored) and ids are checked', async () => {
    const owner = await kit.student('Owner');
    const guest = await kit.student('Guest');
    const { id } = await kit.createEvent(owner, {}, 5 * HOUR);
    const res = await kit.call('post', eventPaths.rsvp(id), guest, { userId: owner.id, rsvpCount: 100 });
    expect(res.body).toMatchObject({ rsvpd: true, rsvpCount: 1 });
    expect((await kit.call('post', eventPaths.rsvp('short'), guest)).status).toBe(400);
    expect((await kit.call('post', eventPaths.rsvp('AAAAAAAAAAA'), guest)).status).toBe(404);
  });
});
