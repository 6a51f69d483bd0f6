/**
 * The shop's look in emails: the colours and font of src/renderer/src/theme.ts (a Mantine theme,
 * which the server cannot import), written out as the inline styles mail clients understand.
 */

/** Light scheme; every text colour reaches 4.5:1 on the background it sits on. */
export const palette = {
  /** Safety orange 6: carries white text at 5:1, and reads as a link on white. */
  accent: '#c04b00',
  onAccent: '#ffffff',
  /** Grey 9 and grey 7 (the shop's dimmed text, 8:1 on white). */
  text: '#212529',
  muted: '#495057',
  rule: '#dee2e6',
  page: '#f1f3f5',
  card: '#ffffff',
} as const;

export const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** Class names the dark scheme below restyles; elements keep their light inline colours elsewhere. */
export const schemeClass = {
  page: 'ts-page',
  card: 'ts-card',
  text: 'ts-text',
  muted: 'ts-muted',
  rule: 'ts-rule',
  link: 'ts-link',
} as const;

/**
 * Clients that honour prefers-color-scheme (Apple Mail, iOS) get the shop's dark surfaces (Mantine's
 * dark 7 and 9) instead of inverting; the accent keeps its white text, which passes on both.
 */
export const darkSchemeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .${schemeClass.page} { background-color: #141414 !important; }
  .${schemeClass.card} { background-color: #242424 !important; }
  .${schemeClass.text} { color: #e9ecef !important; }
  .${schemeClass.muted} { color: #c9c9c9 !important; }
  .${schemeClass.rule} { border-color: #424242 !important; }
  .${schemeClass.link} { color: #ff9d52 !important; }
}
`;
