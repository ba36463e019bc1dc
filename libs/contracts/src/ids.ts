import { z } from 'zod';
import { PUBLIC_ID_PATTERN } from './public-id-pattern';

// The pattern lives in a zod-free module so a front end can check a deep link without bundling zod (issue 12).
export { PUBLIC_ID_LENGTH, PUBLIC_ID_PATTERN } from './public-id-pattern';

export const publicIdSchema = z.string().regex(PUBLIC_ID_PATTERN, 'Invalid id');
export type PublicId = z.infer<typeof publicIdSchema>;
