/** Design tokens: colours (WCAG AA on white), spacing, radii, type, the 768px mobile breakpoint. */
export const MOBILE_BREAKPOINT = 768;

export const theme = {
  colors: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    onPrimary: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    background: '#f5f6fa',
    surface: '#ffffff',
    surfaceMuted: '#eef0f6',
    border: '#d1d5db',
    focus: '#2563eb',
    danger: '#b91c1c',
    dangerSurface: '#fef2f2',
    warning: '#92400e',
    warningSurface: '#fffbeb',
    success: '#15803d',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2.25rem' },
  shadows: {
    card: '0 1px 3px rgba(17, 24, 39, 0.12)',
    popover: '0 8px 24px rgba(17, 24, 39, 0.18)',
  },
  zIndices: { navbar: 100, dropdown: 200, modal: 300, toast: 400 },
  breakpoints: { mobile: MOBILE_BREAKPOINT },
  media: {
    mobile: `@media (max-width: ${MOBILE_BREAKPOINT}px)`,
    desktop: `@media (min-width: ${MOBILE_BREAKPOINT + 1}px)`,
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Declaration merging: styled-components' theme type is our token set.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
