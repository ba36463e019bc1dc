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
