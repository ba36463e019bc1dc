/**
 * What deleting an event needs of its discussion (comments, replies, likes). app.ts wires the
 * shared discussion kit's store when it is mounted; without it there is nothing to remove.
 */
export interface DiscussionCleanup {
  removeAllFor(eventId: string): Promise<void>;
}

export const noDiscussion: DiscussionCleanup = {
  removeAllFor: async () => undefined,
};
