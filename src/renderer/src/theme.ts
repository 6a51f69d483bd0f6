/**
 * The shop's one theme (DESIGN §6): safety orange on neutral greys, one sans-serif family (the
 * system's, nothing downloaded) and generous spacing. Every text colour reaches 4.5:1 on the
 * backgrounds it is used on (WCAG AA): shade 6 carries white text, and dimmed and error text are
 * darker than Mantine's defaults (3.3:1).
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { shellText } from '@shared/strings';

const safetyOrange: MantineColorsTuple = [
  '#fff1e6',
  '#ffe0c7',
  '#ffc08f',
  '#ff9d52',
  '#ff8124',
  '#e85d00',
  '#c04b00',
  '#a34000',
  '#873500',
  '#6b2a00',
];

const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'safety',
  primaryShade: { light: 6, dark: 5 },
  colors: { safety: safetyOrange },
  fontFamily: systemSans,
  headings: { fontFamily: systemSans, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  spacing: { xs: '0.625rem', sm: '0.875rem', md: '1.25rem', lg: '1.75rem', xl: '2.5rem' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Container: { defaultProps: { size: 'lg' } },
    InputWrapper: { defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] } },
    // Icon-only buttons need words for screen readers.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': shellText.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': shellText.close } } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof shellText.pagination) => ({
          'aria-label': shellText.pagination[control],
        }),
      },
    },
  },
});

/** Gray 7 on white is 8:1, red 9 on white 5.5:1; Mantine's gray 6 and red 6 are 3.3:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
