/**
 * axe-core on the screen as it is now: `expectNoAxeViolations(page, 'what is on screen')` fails the
 * test on any violation, listing each rule with its first offending elements. Call it on every new
 * screen, and again with each of its modals and menus open.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the check needs of the browser's Web Animations (the e2e tests compile without the DOM's types). */
interface Animation {
  playState: string;
  effect: { getTiming(): { iterations?: number } } | null;
}

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, one h1, heading order, …). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // Colours are judged as they settle: a toast or menu still fading has contrast it will not keep.
  // A toast may start to close while axe reads the page, so a reading during which anything began
  // to move is taken again.
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = [];
  for (let reading = 1; ; reading++) {
    const movesBefore = await settledMoves(page);
    ({ violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze());
    if (violations.length === 0 || reading === MAX_READINGS) break;
    if ((await page.evaluate(countMoves)) === movesBefore) break;
  }
  const report = violations.map(
    (v) =>
      `${v.impact ?? 'unknown'} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  expect(report, `axe violations on ${screen}`).toEqual([]);
}

const MAX_READINGS = 5;

/** Counts every animation and transition the page has begun since the count was first taken. */
function countMoves(): number {
  const counted = globalThis as unknown as {
    axeMoves?: number;
    document: { addEventListener(type: string, listener: () => void, capture: boolean): void };
  };
  if (counted.axeMoves === undefined) {
    counted.axeMoves = 0;
    for (const type of ['animationstart', 'transitionstart'])
      counted.document.addEventListener(type, () => counted.axeMoves!++, true);
  }
  return counted.axeMoves;
}

/** Waits until nothing on the page is moving (endless spinners aside), and answers the count of moves. */
async function settledMoves(page: Page): Promise<number> {
  await page.evaluate(countMoves);
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): Animation[] } }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  return page.evaluate(countMoves);
}
