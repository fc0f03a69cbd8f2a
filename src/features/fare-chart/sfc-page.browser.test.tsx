// The fare chart's list in real Chromium against a fake API: it shows what it loads without a
// screen effect asking, and its submit and delete say in flight and after what spec section 8 says.
import { beforeEach, describe, expect, it } from 'vitest';
import { held, Refusal } from '../../../tests/support/fake-api';
import { journeyRow, sfcUserInfo } from '../../../tests/support/fare-chart';
import { eventually, screenTest } from '../../../tests/support/screen';
import { sfcBindGrid, sfcDelete, sfcSubmit, type TSfcJourneyRow } from '../../contract/fare-chart';
import { sfcTerritoryModeOfTransport } from '../../contract/fare-chart-lookups';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { db } from '../../lib/db';
import { useNoticeStore } from '../../lib/notices';
import { renderText, type Text } from '../../pure/texts';
import { journeyName } from './sfc-list';
import SfcPage from './sfc-page';

const EMPLOYEE_ID = 3;
const DRAFT = journeyRow({ stpfcId: 7, stpfcDetailid: 71 });

const screen = screenTest({
  employeeId: EMPLOYEE_ID,
  employeeName: 'Asha Kulkarni',
  useName: 'asha',
  designation: 'MR',
});

/** The chart as the server holds it: a submittable draft until the test changes `rows`. */
function serveChart(rows: TSfcJourneyRow[] = [DRAFT]) {
  screen.api.on(sfcBindGrid, () => ({ userInfo: sfcUserInfo({ isSubmitEnable: true }), rows }));
  screen.api.on(sfcTerritoryModeOfTransport, () => ({
    transportModes: [{ transportId: 1, transportName: 'Bike' }],
  }));
}

const showPage = () => screen.show(<SfcPage />);
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  );
/** The notices as an English reader reads them. */
const said = (text: Text | string | undefined) => text && renderText(text, 'en');
const alerts = () => useNoticeStore.getState().alerts.map(said);

/** Issue 40: Submit names how many journeys it sends, and sends on the dialog's Submit. */
async function confirmSubmit() {
  await eventually(() =>
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Submit 1 journey?'),
  );
  const dialog = document.querySelector('[role="dialog"]');
  [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Submit')?.click();
}

describe('the fare chart list', () => {
  // A wizard left open by another test would stand in for the list.
  beforeEach(() => db.drafts.clear());

  it('loads the chart and the modes when shown, once each', async () => {
    serveChart();
    showPage();
    await eventually(() => expect(buttonNamed(`Details of ${journeyName(DRAFT)}`)).toBeDefined());
    await eventually(() => expect(buttonNamed('Bike')).toBeDefined());
    expect(screen.api.asked(sfcBindGrid)).toHaveLength(1);
    expect(screen.api.asked(sfcTerritoryModeOfTransport)).toHaveLength(1);
  });

  it('shows the rows only once the mode chips above them are there, so nothing is pushed down', async () => {
    serveChart();
    const modes = held<{ transportModes: Array<{ transportId: number; transportName: string }> }>();
    screen.api.on(sfcTerritoryModeOfTransport, () => modes.answer);
    showPage();
    await eventually(() => expect(screen.api.asked(sfcBindGrid)).toHaveLength(1));
    await eventually(() =>
      expect(document.querySelector('[role="status"][aria-label="Loading"]')).not.toBeNull(),
    );
    expect(buttonNamed(`Details of ${journeyName(DRAFT)}`)).toBeUndefined();
    modes.give({ transportModes: [{ transportId: 1, transportName: 'Bike' }] });
    await eventually(() => expect(buttonNamed(`Details of ${journeyName(DRAFT)}`)).toBeDefined());
    expect(buttonNamed('Bike')).toBeDefined();
  });

  it("says 'Submitting...' while the drafts are sent, then shows the server's refusal and the chart as it is now", async () => {
    serveChart();
    const answer = held<Refusal>();
    screen.api.on(sfcSubmit, () => answer.answer);
    showPage();
    await eventually(() => expect(buttonNamed('Submit')).toBeDefined());

    buttonNamed('Submit')?.click();
    await confirmSubmit();
    await eventually(() => expect(buttonNamed('Submitting...')?.disabled).toBe(true));
    await eventually(() => expect(screen.api.asked(sfcSubmit)).toHaveLength(1));
    expect(screen.api.asked(sfcSubmit)[0]?.body).toMatchObject({
      stpfcId: 7,
      stpfcDetailIds: [71],
      employeeId: 3,
    });
    answer.give(new Refusal(409, 'Your list has changed: submit again.'));
    await eventually(() => expect(alerts()).toEqual(['Your list has changed: submit again.']));
    expect(screen.api.asked(sfcBindGrid)).toHaveLength(2);
    await eventually(() => expect(buttonNamed('Submit')?.disabled).toBe(false));
  });

  it("says 'Something went wrong' when a submit gets no answer from the server", async () => {
    serveChart();
    screen.api.on(sfcSubmit, () => new Refusal(503, 'The database is away.'));
    showPage();
    await eventually(() => expect(buttonNamed('Submit')).toBeDefined());
    buttonNamed('Submit')?.click();
    await confirmSubmit();
    await eventually(() => expect(alerts()).toEqual([renderText(SOMETHING_WENT_WRONG, 'en')]));
  });

  it("deletes a draft after Yes, says 'Deleted' and shows the chart without it", async () => {
    serveChart();
    screen.api.on(sfcDelete, () => {
      serveChart([]);
      return { message: 'Deleted' };
    });
    showPage();
    await eventually(() => expect(buttonNamed(`Delete ${journeyName(DRAFT)}`)).toBeDefined());
    buttonNamed(`Delete ${journeyName(DRAFT)}`)?.click();
    await eventually(() => expect(buttonNamed('Yes')).toBeDefined());
    buttonNamed('Yes')?.click();
    await eventually(() => expect(said(useNoticeStore.getState().result?.text)).toBe('Deleted'));
    expect(screen.api.asked(sfcDelete)[0]?.url.searchParams.get('stpfcDetailid')).toBe('71');
    await eventually(() => expect(buttonNamed(`Details of ${journeyName(DRAFT)}`)).toBeUndefined());
    expect(document.body.textContent).toContain('No Data Found');
  });
});
