import type { Model, QueryFilter } from 'mongoose';
import { trusted } from '../data/trusted';
import type { PageQuery, Paged } from '@campusloop/contracts';
import { toPaged } from './to-paged';

/**
 * The index every newest-first list needs: declare it after the equality fields of the list's filter,
 * e.g. `schema.index({ universityId: 1, ...NEWEST_FIRST_INDEX })`.
 */
export const NEWEST_FIRST_INDEX = { createdAt: -1, _id: -1 } as const;

export interface NewestFirstOptions<Doc, Out> {
  projection?: Record<string, 0 | 1>;
  /** Shapes each lean document (default: as stored). */
  map?: (doc: Doc) => Out;
}

interface Boundary {
  _id: unknown;
  createdAt: Date;
}

/**
 * One page of a newest-first list (`createdAt` desc, `_id` desc as the tie-break so equal timestamps
 * still have one total order and no element appears on two pages or on none).
 *
 * Why not `skip(page * size).limit(size)` on whole documents: the server would fetch and throw away
 * every skipped document. Instead:
 *  1. find the first element of the page with a query that reads only `{ createdAt, _id }` — with
 *     NEWEST_FIRST_INDEX this is an index-only (covered) scan on MongoDB, so skipping costs index
 *     entries, not documents; page 0 needs no skip at all;
 *  2. fetch the page by keyset from that boundary: `createdAt < c OR (createdAt = c AND _id <= id)`,
 *     sorted the same way, `limit(size)` — an index range scan that touches only `size` documents.
 * The total comes from `countDocuments(filter)` in parallel. Clients that want constant-time deep
 * paging can later pass the last `(createdAt, id)` as a cursor and skip step 1 entirely.
 * `filter` is built in code; wrap operator values in `trusted()` (see data/trusted.ts).
 */
export async function findNewestFirstPage<Doc extends { createdAt: Date }, Out = Doc>(
  model: Model<Doc>,
  filter: QueryFilter<Doc>,
  { page, size }: PageQuery,
  options: NewestFirstOptions<Doc, Out> = {},
): Promise<Paged<Out>> {
  const sort = { createdAt: -1, _id: -1 } as const;
  const totalPromise = model.countDocuments(filter).exec();
  const boundary = (await model
    .findOne(filter, { _id: 1, createdAt: 1 })
    .sort(sort)
    .skip(page * size)
    .lean()
    .exec()) as Boundary | null;
  let docs: Doc[] = [];
  if (boundary) {
    // Operators are marked trusted: connections run with sanitizeFilter, which would wrap them in $eq.
    const keyset = {
      $or: [
        { createdAt: trusted({ $lt: boundary.createdAt }) },
        { createdAt: boundary.createdAt, _id: trusted({ $lte: boundary._id }) },
      ],
    };
    docs = (await model
      .find({ $and: [filter, keyset] } as QueryFilter<Doc>, options.projection)
      .sort(sort)
      .limit(size)
      .lean()
      .exec()) as Doc[];
  }
  const total = await totalPromise;
  const content = options.map ? docs.map(options.map) : (docs as unknown as Out[]);
  return toPaged(content, total, { page, size });
}
