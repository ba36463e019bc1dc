import { Router } from 'express';
import { Schema, type Model } from 'mongoose';
import request from 'supertest';
import { z } from 'zod';
import { createServiceApp } from '../app/create-service-app';
import { route } from '../http/validate';
import { newId } from '../ids/new-id';
import { createLogger } from '../logging/logger';
import { useTestDatabase } from '../testing/use-test-database';
import { trusted } from './trusted';

// Proves the mongoose subset services rely on works on the test server (FerretDB v1 unless
// MONGODB_URI points at a real MongoDB), through connectDatabase's settings.

interface Member {
  _id: string;
  email: string;
  name: string;
  campus: string;
  karma: number;
  passwordHash?: string;
  createdAt: Date;
}

const db = useTestDatabase();
let Members: Model<Member>;

beforeAll(async () => {
  const schema = new Schema<Member>({
    _id: { type: String, default: newId },
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    campus: { type: String, required: true },
    karma: { type: Number, default: 0 },
    passwordHash: { type: String, private: true },
    createdAt: { type: Date, default: () => new Date() },
  });
  schema.index({ campus: 1, karma: -1 });
  Members = db.connection().model<Member>('Member', schema);
  await Members.init();
});

function membersApp() {
  const api = Router();
  api.post(
    '/members',
    route({ body: z.object({ email: z.string().email('Enter a valid e-mail.'), name: z.string().min(1) }) }, async ({ body }, _req, res) => {
      const member = await Members.create({ ...body, campus: 'north' });
      res.status(201).json(member);
    }),
  );
  api.post('/members/lookup', async (req, res) => {
    // Deliberately unvalidated: the filter comes straight from the body, as a careless route might.
    res.json(await Members.find(req.body as object).lean());
  });
  return createServiceApp({ name: 'members-test', logger: createLogger({ name: 'members-test', level: 'silent' }), api });
}

const uniqueEmail = () => `${newId()}@uni.example`;
const seed = (campus: string, karmas: number[]) =>
  Members.insertMany(karmas.map((karma, index) => ({ email: uniqueEmail(), name: `m${index}`, campus, karma })));

describe('mongoose on the test database', () => {
  it('when the same e-mail registers twice, then the unique index answers 409 in the error shape', async () => {
    const app = membersApp();
    const email = uniqueEmail();
    const first = await request(app).post('/api/v1/members').send({ email, name: 'Ada' });

    const second = await request(app).post('/api/v1/members').send({ email, name: 'Ada again' });

    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_]{11}$/), email, name: 'Ada', campus: 'north', karma: 0, createdAt: expect.any(String) });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This item already exists.' });
    expect(await Members.countDocuments({ email })).toBe(1);
  });

  it('finds with a filter, sort and limit using the compound index', async () => {
    const campus = `c_${newId()}`;
    await seed(campus, [5, 30, 10, 20]);

    const top = await Members.find({ campus, karma: trusted({ $gte: 10 }) }).sort({ karma: -1 }).limit(2).lean();

    expect(top.map((member) => member.karma)).toEqual([30, 20]);
  });

  it('updates, counts and deletes', async () => {
    const campus = `c_${newId()}`;
    const [first] = await seed(campus, [1, 2, 3]);

    const updated = await Members.findOneAndUpdate({ _id: first?._id }, { $inc: { karma: 10 }, $set: { name: 'renamed' } }, { returnDocument: 'after' }).lean();
    const many = await Members.updateMany({ campus, karma: trusted({ $lt: 10 }) }, { $set: { karma: 0 } });
    const deleted = await Members.deleteOne({ _id: first?._id });

    expect(updated).toMatchObject({ karma: 11, name: 'renamed' });
    expect(many.modifiedCount).toBe(2);
    expect(deleted.deletedCount).toBe(1);
    expect(await Members.countDocuments({ campus })).toBe(2);
    expect(await Members.countDocuments({ campus, karma: 0 })).toBe(2);
  });

  it('aggregates with $match, $group and $sort (one accumulator per $group: FerretDB v1 limit)', async () => {
    // FerretDB v1 computes only the FIRST accumulator of a $group correctly (later ones come back 0)
    // and lacks $avg/$max/$min: run one $group per figure, e.g. a sum and a count for an average.
    const tag = newId();
    await seed(`a_${tag}`, [1, 2]);
    await seed(`b_${tag}`, [10, 20, 30]);
    const match = { $match: { campus: { $in: [`a_${tag}`, `b_${tag}`] } } };

    const totals = await Members.aggregate([match, { $group: { _id: '$campus', total: { $sum: '$karma' } } }, { $sort: { total: -1 } }]);
    const counts = await Members.aggregate([match, { $group: { _id: '$campus', count: { $sum: 1 } } }, { $sort: { _id: 1 } }]);

    expect(totals).toEqual([
      { _id: `b_${tag}`, total: 60 },
      { _id: `a_${tag}`, total: 3 },
    ]);
    expect(counts).toEqual([
      { _id: `a_${tag}`, count: 2 },
      { _id: `b_${tag}`, count: 3 },
    ]);
  });

  it('never puts private fields or __v into JSON', async () => {
    const member = await Members.create({ email: uniqueEmail(), name: 'Secret', campus: 'x', passwordHash: 'hash' });

    expect(member.toJSON()).not.toHaveProperty('passwordHash');
    expect(member.toJSON()).not.toHaveProperty('__v');
    expect(member.toJSON()).not.toHaveProperty('_id');
    expect((await Members.findById(member.id).lean())?.passwordHash).toBe('hash');
  });

  it('when a body smuggles a query operator, then 400 and nothing is written', async () => {
    const app = membersApp();
    const before = await Members.countDocuments();

    const operator = await request(app).post('/api/v1/members').send({ email: { $gt: '' }, name: 'x' });
    const lookup = await request(app).post('/api/v1/members/lookup').send({ email: { $gt: '' } });
    const proto = await request(app)
      .post('/api/v1/members')
      .set('content-type', 'application/json')
      .send('{"__proto__":{"x":1},"email":"p@uni.example","name":"p"}');

    expect([operator.status, lookup.status, proto.status]).toEqual([400, 400, 400]);
    expect(operator.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(proto.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(await Members.countDocuments()).toBe(before);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });

  it('when code forgets trusted(), sanitizeFilter wraps the operator in $eq and the query fails to cast (400)', async () => {
    const campus = `c_${newId()}`;
    await seed(campus, [1]);

    const onString = Members.find({ campus, email: { $gt: '' } }).lean();
    const onNumber = Members.find({ campus, karma: { $gte: 0 } }).lean();

    await expect(onString).rejects.toMatchObject({ name: 'CastError' });
    await expect(onNumber).rejects.toMatchObject({ name: 'CastError' });
  });
});
