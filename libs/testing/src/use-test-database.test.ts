import { Schema } from 'mongoose';
import { newId } from '@campusloop/service-kit';
import { useTestDatabase, withDatabaseName } from './index';

const db = useTestDatabase();

describe('useTestDatabase', () => {
  it('gives the test file its own database, with connectDatabase defaults applied to models', async () => {
    const Note = db.connection().model(
      'Note',
      new Schema({ _id: { type: String, default: newId }, text: String, secret: { type: String, private: true } }),
    );
    const created = await Note.create({ text: 'hello', secret: 'hidden' });

    const json = created.toJSON() as Record<string, unknown>;

    expect(db.connection().db?.databaseName).toBe(db.dbName());
    expect(db.dbName()).toMatch(/^t_use_test_database_[0-9a-f]{8}$/);
    expect(json).toEqual({ id: created._id, text: 'hello' });
    expect(db.uri()).toBe(withDatabaseName(process.env['MONGODB_URI'] as string, db.dbName()));
  });
});

describe('withDatabaseName', () => {
  it.each([
    ['mongodb://127.0.0.1:27117/', 'mongodb://127.0.0.1:27117/x'],
    ['mongodb://127.0.0.1:27117', 'mongodb://127.0.0.1:27117/x'],
    ['mongodb://u:p@a:1,b:2/admin?replicaSet=rs', 'mongodb://u:p@a:1,b:2/x?replicaSet=rs'],
    ['mongodb+srv://c.example.net?retryWrites=true', 'mongodb+srv://c.example.net/x?retryWrites=true'],
  ])('puts the database into %s', (uri, expected) => {
    expect(withDatabaseName(uri, 'x')).toBe(expected);
  });
});
