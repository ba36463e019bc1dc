// `@campusloop/discussion-server/seeding`: the kit's store, for code that writes comments in bulk in the
// kit's own shape (tools/bench). Services use the kit through its main entry (index.ts).
export { createDiscussionStore } from './data/discussion-store';
