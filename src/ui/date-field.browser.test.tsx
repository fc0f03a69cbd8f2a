// The date field in real Chromium: a value given before the calendar's code has loaded (a bill's
// date read from its photo as the form opens) shows once the calendar is there.
import './theme.css';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DateField } from './date-field';

let root: Root | undefined;
let setFromOutside: ((isoDate: string) => void) | undefined;

function Form() {
  const [value, setValue] = useState('');
  setFromOutside = setValue;
  return <DateField id="bill-date" label="Invoice Date" value={value} onChange={setValue} />;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('the date field', () => {
  it('shows a value given before its calendar loaded', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    // The value comes in the task of the first render: the calendar's code is not there yet.
    act(() => root?.render(<Form />));
    act(() => setFromOutside?.('2026-11-28'));
    const input = page.getByLabelText('Invoice Date', { exact: true });
    await expect.element(input).toHaveValue('28/11/2026');
    // And it stays once the calendar has been made.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.element(input).toHaveValue('28/11/2026');
  });
});
