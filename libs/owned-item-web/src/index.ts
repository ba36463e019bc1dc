// @campusloop/owned-item-web: what every vertical that owns things (posts, events, listings) does on the
// web — one entity cache with optimistic patch/remove/prepend and rollback, auto-open from a deep link,
// spec §8 error texts from a table per status, edit/delete actions with confirmation and toasts, and
// the card, details and form frames.
export {
  createEntityCache,
  temporaryId,
  isTemporaryId,
  type EntityCache,
  type EntityCacheOptions,
  type PagedDraft,
} from './cache/entity-cache';
export { BLOCK_REACHES_SERVICES_MS, blockUserRequest, dropBlockedAuthor } from './cache/block-author';
export {
  statusTexts,
  serverMessage,
  serverMessageOr,
  fieldErrorsOf,
  openErrorTexts,
  type OpenTexts,
  type StatusText,
  type StatusTextTable,
} from './errors/status-texts';
export { useAutoOpen, AUTO_OPEN_DELAY_MS, FRESH_READ, type AutoOpenOptions } from './hooks/use-auto-open';
export {
  useCampusAutoOpen,
  deepLinkedId,
  CAMPUS_AUTO_OPEN_RETRY,
  type CampusAutoOpenOptions,
} from './hooks/use-campus-auto-open';
export {
  useOwnedItemActions,
  useDeleteConfirmation,
  type OwnedItemActionTexts,
  type UpdateOutcome,
} from './hooks/use-owned-item-actions';
export { useActionToasts, ACTION_TOAST_MS, type ActionToastTimings } from './hooks/use-action-toasts';
export { firstFieldErrors, useFieldErrors, type Checked } from './forms/field-errors';
export { useItemForm } from './forms/use-item-form';
export {
  useCountedPagedList,
  type CountedPagedList,
} from './hooks/use-counted-paged-list';
export { useItemDialogs, OPEN_ERROR_TOAST_MS } from './hooks/use-item-dialogs';
export { OwnedItemList, type OwnedItemListProps } from './components/item-list/owned-item-list';
export { OwnedItemGrid, type OwnedItemGridProps } from './components/item-grid/owned-item-grid';
export {
  OwnedItemCard,
  OwnedItemCardFooter,
  type OwnedItemCardProps,
} from './components/item-card/owned-item-card';
export {
  DetailsFrame,
  DetailsArticle,
  DetailsActions,
  DetailsContent,
  type DetailsFrameProps,
  type DetailsContentProps,
} from './components/details-frame/details-frame';
export {
  FormDialogFrame,
  FormError,
  type FormDialogFrameProps,
} from './components/form-dialog-frame/form-dialog-frame';
export {
  CoverField,
  COVER_REMOVE,
  coverInput,
  initialCover,
  type CoverFieldProps,
  type CoverState,
} from './components/cover-field/cover-field';
export { FormFieldset } from './components/form-fieldset/form-fieldset';
export { ReportDialog, type ReportDialogProps } from './components/report-dialog/report-dialog';
export { BlockedMarker, ReportAction, type ReportActionProps } from './components/report-dialog/report-action';
export { BlockUserAction, type BlockUserActionProps } from './components/block-user/block-user-action';
