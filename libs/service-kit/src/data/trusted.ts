import mongoose from 'mongoose';

/**
 * Marks a query-operator object written by our code as safe. Every connection from
 * `connectDatabase` runs with `sanitizeFilter`, which wraps any filter value holding `$` keys in `$eq`
 * (so `{ email: { $gt: '' } }` from a request cannot match everything: on a schema-typed field it
 * fails to cast → 400). Operators our own code writes must therefore be wrapped, per field:
 *
 *   Post.find({ universityId, createdAt: trusted({ $lt: before }), _id: trusted({ $in: ids }) })
 *
 * `$and` / `$or` / `$nor` arrays are walked, so wrap the field values inside them, not the array.
 * Never wrap values that came from a request.
 */
export function trusted<T extends object>(operators: T): T {
  return mongoose.trusted(operators);
}
