import { Schema, type Connection, type Model } from 'mongoose';
import { registerModel } from '@campusloop/service-kit';

/**
 * A university's aggregate as integer sums, so create/edit/delete apply exact deltas and the means
 * are computed on read (no `$group`: FerretDB v1 computes only its first accumulator).
 * `d1`…`d5`: ratings whose overall rounds to 1…5.
 */
export interface UniversityStatsDoc {
  _id: string;
  count: number;
  academics: number;
  placements: number;
  campusLife: number;
  hostel: number;
  d1: number;
  d2: number;
  d3: number;
  d4: number;
  d5: number;
}

export type StatsFields = Omit<UniversityStatsDoc, '_id'>;

export const STATS_FIELDS = [
  'count',
  'academics',
  'placements',
  'campusLife',
  'hostel',
  'd1',
  'd2',
  'd3',
  'd4',
  'd5',
] as const satisfies ReadonlyArray<keyof StatsFields>;

const statsSchema = new Schema<UniversityStatsDoc>(
  {
    _id: { type: String, required: true },
    ...Object.fromEntries(STATS_FIELDS.map((field) => [field, { type: Number, default: 0 }])),
  },
  { versionKey: false, minimize: false },
);

export function universityStatsModel(connection: Connection): Model<UniversityStatsDoc> {
  return registerModel(connection, 'UniversityStats', statsSchema, 'university_stats');
}
