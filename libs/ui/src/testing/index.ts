export { renderWithTheme } from './render-with-theme';
export { UiProviders } from './ui-providers';
