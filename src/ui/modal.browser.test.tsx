// Every dialog in real Chromium at a laptop's and a phone's size: a form taller than the viewport
// (Add employee is 1,236 px) stays inside it, scrolls within itself down to its last action, and
// the wheel over it or its backdrop leaves the page behind where it was.
import './theme.css';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Dialog } from './dialog';

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 780 },
];

const FIELDS = Array.from({ length: 18 }, (_, index) => `Field ${index + 1}`);

function TallForm() {
  return (
    <Dialog title="Add employee" onClose={() => undefined}>
      <form>
        {FIELDS.map((field) => (
          <label key={field} style={{ display: 'block', height: 64 }}>
            {field} <input />
          </label>
        ))}
        <button type="submit">Save</button>
      </form>
    </Dialog>
  );
}

function inViewport(element: Element, height: number, width: number) {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width;
}

describe.each(SIZES)('a dialog taller than the $name viewport', ({ width, height }) => {
  let root: Root | undefined;
  const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    reactTest.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
    document.documentElement.scrollTop = 0;
  });

  it('fits the viewport, scrolls to its last action, and does not scroll the page behind', async () => {
    await page.viewport(width, height);
    const behind = document.createElement('div');
    behind.style.height = '3000px';
    document.body.append(behind);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root?.render(<TallForm />));

    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.scrollHeight).toBeGreaterThan(height);
    expect(inViewport(dialog, height, width)).toBe(true);

    const save = page.getByRole('button', { name: 'Save' });
    await userEvent.hover(page.getByRole('dialog').getByText('Field 2', { exact: true }));
    for (let step = 0; step < 20 && !inViewport(save.element(), height, width); step++) {
      await userEvent.wheel(page.getByRole('dialog'), { delta: { y: 300 } });
    }
    expect(inViewport(save.element(), height, width)).toBe(true);
    await userEvent.wheel(page.getByRole('dialog'), { delta: { y: 600 } });
    expect(document.documentElement.scrollTop).toBe(0);
  });
});
