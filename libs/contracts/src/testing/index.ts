export { aUser } from './user-fixture';
export { anId, aPage, aDiscussionComment } from './fixtures';
