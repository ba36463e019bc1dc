// @campusloop/ui: the CampusLoop design system (styled-components). Test helpers: '@campusloop/ui/testing'.
export { theme, MOBILE_BREAKPOINT, type Theme } from './theme/theme';
export { ThemeProvider } from './theme/theme-provider';
export { GlobalStyle } from './theme/global-style';
export { Button, type ButtonProps, type ButtonVariant } from './components/button/button';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorPanel, type ErrorPanelProps, type ErrorPanelError } from './components/error-panel/error-panel';
export { ErrorBoundary, MAX_ERROR_BOUNDARY_RETRIES, type ErrorBoundaryProps } from './components/error-boundary/error-boundary';
export { Loading } from './components/loading/loading';
export { Spinner } from './components/loading/spinner';
export { PageHeader, type PageHeaderProps } from './components/page-header/page-header';
export { PageSection, type PageSectionProps } from './components/page-section/page-section';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
export { RelativeTime } from './components/relative-time/relative-time';
export { StandaloneRemotePage, type StandaloneRemotePageProps } from './components/standalone-remote-page/standalone-remote-page';
export { formatRelativeTime } from './time/format-relative-time';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { useDismiss } from './hooks/use-dismiss';
export * from './upload';
export { Modal, type ModalProps, type ModalSize } from './components/modal/modal';
export { ConfirmDialog, CONFIRM_DIALOG_DEFAULTS, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { FloatingActionButton, FAB_DEFAULT_BOTTOM_OFFSET, type FloatingActionButtonProps } from './components/floating-action-button/floating-action-button';
export { ImageGallery, type ImageGalleryProps } from './components/image-gallery/image-gallery';
export { toGalleryImages } from './components/image-gallery/to-gallery-images';
export { Lightbox, type LightboxProps, type GalleryImage } from './components/lightbox/lightbox';
export { LoadMore, type LoadMoreProps } from './components/load-more/load-more';
export { ToastProvider, TOAST_TIMINGS } from './components/toast/toast-provider';
export { useToast, type ToastApi, type ToastOptions, type ToastTone } from './components/toast/toast-context';
export { AccessRequired, type AccessRequiredProps } from './components/access-required/access-required';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field/text-area-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field/select-field';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group/radio-group';
export { type FieldCounter } from './components/field/field-frame';
export { OtpInput, emptyOtp, type OtpInputProps } from './components/otp-input/otp-input';
export { Avatar, type AvatarProps } from './components/avatar/avatar';
export { VerifiedBadge } from './components/verified-badge/verified-badge';
export { FlashMessage, type FlashMessageProps, type FlashTone } from './components/flash-message/flash-message';
export { useCountdown } from './hooks/use-countdown';
export { ItemCard, ItemCardTitle } from './components/item-card/item-card';
export { UserText } from './components/user-text/user-text';
export { OwnerActions, type OwnerActionsProps } from './components/owner-actions/owner-actions';
export { ExistingImages } from './components/existing-images/existing-images';
export {
  SegmentBar,
  SegmentGroup,
  SegmentButton,
  TabPanel,
  ToggleChoices,
  TabStrip,
  tabIds,
  type SegmentOption,
  type ToggleChoicesProps,
  type TabStripProps,
} from './components/segmented/segmented';
