/**
 * A product page's description written in HTML, sanitised (src/renderer/src/pages/product/
 * sanitiseDescription.ts): paragraphs, emphasis, lists and web links kept, headings under the page's
 * own; never a script, a frame, an image, a form, a style or an inline handler. The server's render
 * does the same in a window jsdom lends it (tests/e2e/web/html-descriptions.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { sanitiseDescription } from '../../src/shared/sanitiseDescription';

const IMPORTED =
  '<h2>Cordless drill</h2><p>Two speeds &amp; a <strong>brushless</strong> motor.</p>' +
  '<ul><li>18 V</li><li>2 batteries</li></ul>';
const HOSTILE =
  '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><img src=x onerror="steal()">' +
  '<iframe src="https://evil.test"></iframe><a href="javascript:steal()">click</a>' +
  '<a href="https://maker.test/manual" target="_blank">manual</a><svg onload="steal()"></svg>' +
  '<form action="https://evil.test"><input name="card"></form><style>p { display: none }</style>';

describe('a description in HTML, sanitised', () => {
  it('keeps paragraphs, emphasis and lists, its headings under the page’s own', () => {
    expect(sanitiseDescription(IMPORTED)).toBe(
      '<h3>Cordless drill</h3><p>Two speeds &amp; a <strong>brushless</strong> motor.</p>' +
        '<ul><li>18 V</li><li>2 batteries</li></ul>',
    );
  });

  it('drops scripts, frames, images, forms, styles and every inline handler; links keep only a web address', () => {
    const clean = sanitiseDescription(HOSTILE);
    expect(clean).toBe(
      '<p>Hi</p><a rel="nofollow noopener noreferrer">click</a>' +
        '<a href="https://maker.test/manual" rel="nofollow noopener noreferrer">manual</a>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|onload|iframe|javascript:|style|target=|form|input/i);
  });
});
