// The owned-item kit (issue 19 item 3): what every vertical that owns things does the same way.
export {
  presentAuthorship,
  authorIdsToLoad,
  authorSnapshot,
  type PeopleById,
  type PresentedAuthorship,
} from './authorship';
export { attachNewMedia, releaseMedia } from './release-media';
export { removedItemCleanups, type RemovedItemParts } from './removed-item-cleanups';
export { isOwnedBy, requireOwner } from './require-owner';
export { findOwnedItem, type FindOwnedItemOptions } from './find-owned-item';
export { ownedItemChange, type OwnedItemChangeOptions } from './owned-item-change';
export {
  changeOwnedItem,
  deleteOwnedItem,
  type OwnedItemChange,
  type OwnedItemDelete,
} from './change-owned-item';
export { newAuthoredItem, storedAuthoredItem, type NewAuthoredItem } from './new-authored-item';
export { planMediaEdit, type MediaEditPlan } from './plan-media-edit';
