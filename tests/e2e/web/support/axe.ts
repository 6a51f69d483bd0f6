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
  // Colours are judged as they settle: a toast or menu still fading in has contrast it will not keep.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): Animation[] } }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations.map(
    (v) =>
      `${v.impact ?? 'unknown'} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  expect(report, `axe violations on ${screen}`).toEqual([]);
}
