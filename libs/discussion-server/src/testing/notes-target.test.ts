import { Router, type Express } from 'express';
import { Schema } from 'mongoose';
import request from 'supertest';
import { z } from 'zod';
import {
  commentSchemaFor,
  defineRoutes,
  discussionActorSchema,
  discussionRouteSpecs,
  pagedCommentsSchemaFor,
  type DiscussionActor,
} from '@campusloop/contracts';
import {
  AppError,
  authenticate,
  bumpCounter,
  createLogger,
  createOutbox,
  createPeopleProjection,
  createServiceApp,
  newId,
  readCounter,
  registerModel,
  type AccessClaims,
} from '@campusloop/service-kit';
import { createTestAuth, useTestDatabase } from '@campusloop/service-kit/testing';
import { createDiscussion } from '../create-discussion';
import type { DiscussionTargetPort } from '../discussion-port';
import { runDiscussionBattery, type BatteryPersona } from './run-discussion-battery';

// A made-up vertical in a few dozen lines: "notes" in a club, readable and writable by its members
// only. It proves the kit works for a target that is not a post, and runs the shared battery on it.
interface NoteDoc {
  _id: string;
  club: string;
  ownerId: string;
  commentCount: number;
  likeCount: number;
}

const db = useTestDatabase();
const auth = createTestAuth();
const logger = createLogger({ name: 'notes-test', level: 'silent' });
let app: Express;
let outboxEvents: () => Promise<Array<{ type: string; payload: { actor: DiscussionActor; to: string } }>>;

beforeAll(async () => {
  const connection = db.connection();
  const Notes = registerModel(
    connection,
    'Note',
    new Schema<NoteDoc>(
      {
        _id: String,
        club: String,
        ownerId: String,
        commentCount: { type: Number, default: 0 },
        likeCount: { type: Number, default: 0 },
      },
      { versionKey: false },
    ),
    'notes',
  );
  const outbox = createOutbox({ connection, logger, subscribers: {} });
  const discussion = createDiscussion({
    connection,
    logger,
    media: { attach: async () => [], detach: async () => undefined },
    outbox,
    people: createPeopleProjection({ connection, logger }),
  });
  const lock = discussion.store.lock;
  const notePort: DiscussionTargetPort<NoteDoc> = {
    type: 'NOTE',
    field: 'noteId',
    load: (params) => Notes.findById(params['noteId']).lean<NoteDoc>(),
    id: (note) => note._id,
    ownerId: (note) => note.ownerId,
    async authorize(viewer, note) {
      if (!viewer) throw AppError.unauthorized('Sign in');
      if (viewer.universityId !== note.club) throw AppError.forbidden('Members only');
    },
    bumpCommentCount: (id, delta) => bumpCounter(Notes, lock, id, 'commentCount', delta),
    likes: {
      bump: (id, delta) => bumpCounter(Notes, lock, id, 'likeCount', delta),
      read: (id) => readCounter(Notes, id, 'likeCount'),
    },
    messages: { notFound: 'Note not found', profileIncomplete: 'Complete your profile to comment.' },
    events: {
      commented: (note, facts) => ({
        type: 'note.commented',
        payload: { noteId: note._id, to: facts.ownerId, actor: facts.actor },
      }),
      replied: (note, facts) => ({
        type: 'note.replied',
        payload: { noteId: note._id, to: facts.parentOwnerId, actor: facts.actor },
      }),
    },
  };

  const api = Router();
  api.use(authenticate(auth.verifier, { optional: true }));
  api.post('/clubs/:club/notes', async (req, res) => {
    const id = newId();
    await Notes.create({ _id: id, club: req.params['club'], ownerId: req.user?.id });
    res.status(201).json({ id });
  });
  api.get('/notes/:noteId', async (req, res) => {
    const note = await Notes.findById(req.params['noteId']).lean<NoteDoc>();
    res.json({ commentCount: note?.commentCount, likeCount: note?.likeCount });
  });
  // A made-up vertical's contracts: the kit mounts exactly the discussion routes they declare.
  const NOTE_ROUTES = defineRoutes(
    'notes',
    discussionRouteSpecs({
      base: '/notes/{noteId}',
      noun: 'note',
      comment: commentSchemaFor('noteId'),
      pagedComments: pagedCommentsSchemaFor('noteId'),
      access: 'members of the club',
      likes: true,
      readAuth: 'optional',
    }),
  );
  discussion.mount(api, { routes: NOTE_ROUTES, target: notePort });
  await discussion.store.init();
  app = createServiceApp({ name: 'notes', logger, api });
  outboxEvents = async () => (await connection.collection('outbox_events').find({}).toArray()) as never;
});

const CLUB_A = 'clubAlpha01';
const CLUB_B = 'clubBravo02';

async function member(club: string): Promise<BatteryPersona> {
  const claims: Partial<AccessClaims> = {
    sub: newId(),
    universityId: club,
    name: `Member ${newId()}`,
    profileComplete: true,
  };
  return {
    id: claims.sub as string,
    name: claims.name as string,
    authorization: `Bearer ${await auth.mintAccessToken(claims)}`,
  };
}

async function newNote(owner: BatteryPersona, club = CLUB_A): Promise<string> {
  const res = await request(app)
    .post(`/api/v1/clubs/${club}/notes`)
    .set('Authorization', owner.authorization as string);
  return `/api/v1/notes/${res.body.id as string}`;
}

runDiscussionBattery({
  name: 'a made-up "notes" target',
  app: () => app,
  commentSchema: commentSchemaFor('noteId'),
  targetLikes: true,
  crowd: 8,
  async readTarget(path) {
    const res = await request(app).get(path);
    return res.body as { commentCount: number; likeCount: number };
  },
  async scenario() {
    const owner = await member(CLUB_A);
    return {
      path: await newNote(owner),
      missingPath: `/api/v1/notes/${newId()}`,
      owner,
      member: await member(CLUB_A),
      newMember: () => member(CLUB_A),
      outsider: await member(CLUB_B),
      visitorReadStatus: 401,
    };
  },
});

describe('events through the target port', () => {
  it("tells the note's owner and the parent's author, never names an anonymous actor, and says nothing about one's own content", async () => {
    const owner = await member(CLUB_A);
    const other = await member(CLUB_A);
    const path = await newNote(owner);
    const post = (as: BatteryPersona, body: object) =>
      request(app)
        .post(`${path}/comments`)
        .set('Authorization', as.authorization as string)
        .send(body);

    const own = await post(owner, { body: 'my own note, my own comment' });
    await post(other, { body: 'anonymous question', isAnonymous: true });
    await post(other, { body: 'named reply', parentId: own.body.id });
    await post(owner, { body: 'reply to myself', parentId: own.body.id });

    const events = (await outboxEvents()).filter(
      (event) => event.payload.to !== undefined && [owner.id, other.id].includes(event.payload.to),
    );
    expect(events.map((event) => [event.type, event.payload.to, event.payload.actor.isAnonymous])).toEqual([
      ['note.commented', owner.id, true],
      ['note.replied', owner.id, false],
    ]);
    expect(events.every((event) => discussionActorSchema.safeParse(event.payload.actor).success)).toBe(true);
    expect(JSON.stringify(events[0])).not.toContain(other.id);
    expect(z.string().parse(events[1]?.payload.actor.id)).toBe(other.id);
  });
});
