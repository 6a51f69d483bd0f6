/**
 * The one rule for text people type into the shop (names, titles, options, notes, reasons, addresses):
 * it holds no control characters (C0, DEL, C1), no line or paragraph separators (U+2028, U+2029) and
 * no bidirectional embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069). Such text reaches
 * the receipt printer, where `ESC p` kicks the cash drawer open; email headers and logs, where a line
 * break starts a forged line; and labels, slips and CSVs, where U+202E reverses what a reader sees. A
 * text of several lines (a description, a note) keeps its line feeds and tabs.
 */
import { z } from 'zod';
import { messages as m } from './strings/validation';

/** Whether a text is one line (a name, a reason) or may hold several (a description, a note). */
export type TextShape = 'line' | 'lines';

/* eslint-disable no-control-regex -- finding control characters is the point */
const UNPRINTABLE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The same but tab, line feed and carriage return (which `withLineFeeds` makes a line feed). */
const UNPRINTABLE_IN_LINES =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Breaks and tabs, which print as a space. */
const BREAKS = /[\t\n\u000b\u000c\r\u0085\u2028\u2029]+/g;
/* eslint-enable no-control-regex */

/** A text's line ends as one line feed each, as a textarea sends them on one system and not another. */
export const withLineFeeds = (value: string): string => value.replace(/\r\n?/g, '\n');

/**
 * Why `value` cannot be taken as text of `shape`, in words for the field that holds it; null when it
 * can. A NUL keeps words of its own, as before the rest was refused (PostgreSQL cannot store one).
 */
export function textRefusal(value: string, shape: TextShape): string | null {
  if (value.includes('\u0000')) return m.nulCharacter;
  return (shape === 'line' ? UNPRINTABLE_IN_LINE : UNPRINTABLE_IN_LINES).test(value) ? m.unprintable : null;
}

const UNPRINTABLE = new RegExp(UNPRINTABLE_IN_LINE.source, 'g');

/**
 * `value` made safe to print, for text saved before the rule (or from anywhere else): breaks and tabs
 * become a space, every other unprintable character is left out.
 */
export const printableLine = (value: string): string => value.replace(BREAKS, ' ').replace(UNPRINTABLE, '');

/**
 * Every text the API takes, trimmed, under this rule: no control, line-separator or text-direction
 * characters, a NUL least of all (PostgreSQL cannot hold one: it would reach the database as a 500).
 * A `'lines'` text keeps its line feeds and tabs, its line ends made line feeds.
 */
export const text = (params?: { error: string }, shape: TextShape = 'line') => {
  const typed = z.string(params);
  return (shape === 'lines' ? typed.overwrite(withLineFeeds) : typed).trim().superRefine((value, ctx) => {
    const refusal = textRefusal(value, shape);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
};
