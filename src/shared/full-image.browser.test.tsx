// useFullImage in real Chromium: views of the same bill share one request; another bill loads anew.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { useFullImage } from './full-image';

function ImageOf({ billId }: { billId: number }) {
  const image = useFullImage({ unReportExpenseId: billId });
  return <output data-bill={billId}>{image ?? 'none'}</output>;
}

const requests: number[] = [];
let root: Root;
let host: HTMLElement;

beforeEach(() => {
  requests.length = 0;
  saveSession('token-7', {
    employeeId: 7,
    companyId: 1,
    companyName: 'Sunrise',
    designation: 'MR',
    employeeName: 'Employee 7',
    useName: 'user7',
    expenseMonth: 11,
    expenseYear: 2026,
  });
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { unReportExpenseId } = JSON.parse(String(init?.body)) as { unReportExpenseId: number };
    requests.push(unReportExpenseId);
    return new Response(JSON.stringify({ imageBase64: `image-of-${unReportExpenseId}` }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  clearSession();
  vi.unstubAllGlobals();
});

const shown = () => [...host.querySelectorAll('output')].map((output) => output.textContent);

describe('useFullImage', () => {
  it('asks once for a bill shown by two views at the same time', async () => {
    await act(async () =>
      root.render(
        <>
          <ImageOf billId={41} />
          <ImageOf billId={41} />
        </>,
      ),
    );
    await vi.waitFor(() => expect(shown()).toEqual(['image-of-41', 'image-of-41']));
    expect(requests).toEqual([41]);
  });

  it("shows another bill's image only once it has come, never the last bill's", async () => {
    await act(async () => root.render(<ImageOf billId={52} />));
    await vi.waitFor(() => expect(shown()).toEqual(['image-of-52']));
    await act(async () => root.render(<ImageOf billId={53} />));
    expect(shown()).not.toContain('image-of-52');
    await vi.waitFor(() => expect(shown()).toEqual(['image-of-53']));
    expect(requests).toEqual([52, 53]);
  });
});
