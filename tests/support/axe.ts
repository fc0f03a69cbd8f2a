// axe-core in an end-to-end page: its 500 KB source is put into a document once, and every later
// check of that document only runs it. (@axe-core/playwright put it in three times per check and
// opened a page of its own to finish each run.)
import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Every violation axe finds on the page as it is now (the page has no frames to look into). */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  const hasAxe = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!hasAxe) {
    await page.evaluate(axe.source);
    await page.evaluate(() => window.axe?.configure({ branding: { application: 'playwright' } }));
  }
  return page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core is not in the page');
    return (await window.axe.run(document)).violations;
  });
}

/** The serious and critical violations, each as `id (impact) at target: help`, for a reader to act on. */
export async function blockingViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}
