/**
 * Lines of a fixed number of characters, as a receipt printer's paper takes them (docs/desktop.md): a
 * label on the left with its amount right-aligned on the same line, the label wrapping beside it when
 * long, so an amount is never cut at the paper's edge; and text wrapped at the paper's width.
 */

/** `text`'s words on lines of at most `width` characters; a word longer than a line is broken. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * `label` and `amount` on lines of `columns` characters: the label wrapped in the room the amount
 * leaves (one space between them), `indent` spaces in; the amount right-aligned on the label's last
 * line, as a total closes its figures.
 */
export function amountLines(label: string, amount: string, columns: number, indent = 0): string[] {
  const labelWidth = Math.max(1, columns - amount.length - 1 - indent);
  const lines = wrapWords(label, labelWidth).map((line) => `${' '.repeat(indent)}${line}`);
  const last = lines.pop() ?? '';
  return [...lines, `${last.padEnd(columns - amount.length)}${amount}`];
}

/** `text` wrapped at `columns` characters, the lines after its first indented by `hang` spaces. */
export function hangingLines(text: string, columns: number, hang = 2): string[] {
  const [first = '', ...rest] = wrapWords(text, columns);
  const following = rest.length === 0 ? [] : wrapWords(rest.join(' '), columns - hang);
  return [first, ...following.map((line) => `${' '.repeat(hang)}${line}`)];
}
