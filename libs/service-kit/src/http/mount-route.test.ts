import { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { defineRoutes } from '@campusloop/contracts';
import { createServiceApp } from '../app/create-service-app';
import { authenticate } from '../auth/authenticate';
import { createLogger } from '../logging/logger';
import { createTestAuth } from '../testing/create-test-auth';
import { routeCoverage } from '../testing/route-coverage';
import { mountRoute } from './mount-route';

const auth = createTestAuth();
const note = z.strictObject({ text: z.string().min(2, 'Too short.') });
const NOTES = defineRoutes('notes', {
  getNote: {
    method: 'GET',
    path: '/notes/{noteId}',
    summary: 'One note',
    auth: 'optional',
    params: z.object({ noteId: z.string().length(4, 'Bad id.') }),
    query: z.object({ loud: z.enum(['yes', 'no']).default('no') }),
    answers: { 200: { description: 'The note.', schema: note } },
  },
  editNote: {
    method: 'PUT',
    path: '/notes/{noteId}',
    summary: 'Edit',
    auth: 'required',
    params: z.object({ noteId: z.string().length(4, 'Bad id.') }),
    body: note,
    answers: { 200: { description: 'The note.', schema: note } },
  },
  fileOf: {
    method: 'GET',
    path: '/files/{+key}',
    summary: 'A file',
    auth: 'none',
    answers: { 200: { description: 'Bytes.', contentType: 'text/plain' } },
  },
});

function notesApp(extra?: (api: Router) => void) {
  const api = Router();
  api.use(authenticate(auth.verifier, { optional: true }));
  mountRoute(api, NOTES.getNote, ({ params, query }) => ({
    text: query.loud === 'yes' ? params.noteId.toUpperCase() : params.noteId,
  }));
  mountRoute(api, NOTES.editNote, ({ params, body }, req) => ({
    text: `${params.noteId}:${body.text}:${req.user?.id}`,
  }));
  mountRoute(api, NOTES.fileOf, (_input, req, res) => {
    res.type('text/plain').send(String((req.params as Record<string, string[]>)['key']?.join('/')));
  });
  extra?.(api);
  return createServiceApp({ name: 'notes', logger: createLogger({ name: 'notes', level: 'silent' }), api });
}

describe('mountRoute', () => {
  it('mounts the contract at its method and path, validates params and query by its schemas, and answers what the handler returns', async () => {
    const app = notesApp();

    const read = await request(app).get('/api/v1/notes/abcd?loud=yes');
    const badId = await request(app).get('/api/v1/notes/abc');
    const badQuery = await request(app).get('/api/v1/notes/abcd?loud=maybe');
    const file = await request(app).get('/api/v1/files/a/b/c.txt');

    expect(read.status).toBe(200);
    expect(read.body).toEqual({ text: 'ABCD' });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 'VALIDATION_ERROR', validationErrors: { noteId: 'Bad id.' } });
    expect(badQuery.status).toBe(400);
    expect(file.text).toBe('a/b/c.txt');
  });

  it("with auth 'required', answers a visitor 401 before judging the body, and a signed-in caller 400 for the same body", async () => {
    const app = notesApp();
    const user = { id: 'Writer00001', authorization: await auth.bearer({ sub: 'Writer00001' }) };

    const visitor = await request(app).put('/api/v1/notes/abcd').send({ text: '' });
    const judged = await request(app)
      .put('/api/v1/notes/abcd')
      .set('Authorization', user.authorization)
      .send({ text: '' });
    const saved = await request(app)
      .put('/api/v1/notes/abcd')
      .set('Authorization', user.authorization)
      .send({ text: 'hi' });

    expect(visitor.status).toBe(401);
    expect(judged.status).toBe(400);
    expect(judged.body.validationErrors).toEqual({ text: 'Too short.' });
    expect(saved.body).toEqual({ text: `abcd:hi:${user.id}` });
  });
});

describe('routeCoverage', () => {
  it('finds nothing missing when every contract is mounted and nothing else', () => {
    expect(routeCoverage(notesApp(), Object.values(NOTES))).toEqual({
      withoutContract: [],
      withoutRoute: [],
    });
  });

  it('names a public route mounted by hand without a contract, and a contract nothing mounts', () => {
    const app = notesApp((api) => api.delete('/notes/:noteId', (_req, res) => res.status(204).end()));
    const more = defineRoutes('notes', {
      listNotes: {
        method: 'GET',
        path: '/notes',
        summary: 'All',
        auth: 'none',
        answers: { 200: { description: 'x' } },
      },
    });

    expect(routeCoverage(app, [...Object.values(NOTES), more.listNotes])).toEqual({
      withoutContract: ['DELETE /api/v1/notes/:noteId'],
      withoutRoute: ['GET /api/v1/notes'],
    });
  });
});
