import { isUploadDescriptor, type CoverImageInput, type UploadDescriptor } from '@campusloop/contracts';

/** What a create or edit asks of the cover (spec §4 Event cover: none, new upload, or REMOVE). */
export type CoverChange =
  | { kind: 'unchanged' }
  | { kind: 'keep'; id: string }
  | { kind: 'upload'; descriptor: UploadDescriptor }
  | { kind: 'remove' };

export function coverChangeOf(input: CoverImageInput | null): CoverChange {
  if (input === null) return { kind: 'unchanged' };
  if (input === 'REMOVE') return { kind: 'remove' };
  if (isUploadDescriptor(input as Parameters<typeof isUploadDescriptor>[0])) {
    return { kind: 'upload', descriptor: input as UploadDescriptor };
  }
  return { kind: 'keep', id: (input as { id: string }).id };
}
