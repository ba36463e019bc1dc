/** What deleting an event needs of its discussion (app.ts wires the shared kit's removeTarget). */
export interface DiscussionCleanup {
  removeAllFor(eventId: string): Promise<void>;
}
