/**
 * The shop's one theme: safety orange on neutral greys, one sans-serif family (the
 * system's, nothing downloaded) and generous spacing. Every text colour reaches 4.5:1 on the
 * backgrounds it is used on (WCAG AA): shade 6 carries white text, and dimmed and error text are
 * darker than Mantine's defaults (3.3:1).
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { common } from '@shared/strings/labels/common';
import { shellText } from '@shared/strings/labels/shell';

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

/** Mantine's greys with shade 6 darkened from #868e96 (3.3:1 under white text) to 5:1. */
const neutralGray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#6a7178',
  '#495057',
  '#343a40',
  '#212529',
];

/** Mantine's reds with shade 6 (filled buttons: Delete) darkened from #fa5252 (3.3:1) to 5.5:1. */
const alertRed: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b52525',
  '#a12121',
  '#8c1d1d',
];

const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'safety',
  primaryShade: { light: 6, dark: 5 },
  colors: { safety: safetyOrange, gray: neutralGray, red: alertRed },
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
    // Icon-only buttons need words for screen readers; a dialog's <header> is not the page's banner.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': common.close },
        attributes: { header: { role: 'none' } },
      },
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': common.close },
        attributes: { header: { role: 'none' } },
      },
    },
    // Menus render beside their button (inside its landmark), and hold only menu items: the
    // focus placeholder Mantine adds by default is not one.
    Menu: { defaultProps: { withinPortal: false, withInitialFocusPlaceholder: false } },
    // Picking the chosen option again keeps it: Mantine's default cleared it, and a customer who
    // reopened a required list (their delivery state) and clicked their state was refused for none.
    Select: { defaultProps: { allowDeselect: false } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof shellText.pagination) => ({
          'aria-label': shellText.pagination[control],
        }),
      },
    },
  },
});

/**
 * Dimmed text gray 7 (8:1 on white), errors red 6 (5.5:1, see alertRed), placeholders gray 6 (5:1); Mantine's
 * defaults are 3.3:1, 3.3:1 and 2.1:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-6)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
