/**
 * The shop's one theme (DESIGN §6): safety orange on neutral greys, one sans-serif family (the
 * system's, nothing downloaded) and generous spacing. Shade 6 carries white text at AA contrast.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});
