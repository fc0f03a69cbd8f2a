import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { readDeviceSetting, writeDeviceSetting } from './device-settings';
import { clearOfflineData } from './outbox';

describe('settings of the device', () => {
  beforeEach(async () => {
    await db.settings.clear();
  });

  it('reads bills from photos unless this device was told not to', async () => {
    expect(await readDeviceSetting('readBillsFromPhotos')).toBe(true);
    await writeDeviceSetting('readBillsFromPhotos', false);
    expect(await readDeviceSetting('readBillsFromPhotos')).toBe(false);
    await writeDeviceSetting('readBillsFromPhotos', true);
    expect(await readDeviceSetting('readBillsFromPhotos')).toBe(true);
  });

  it("belongs to no employee: clearing an employee's offline data keeps it", async () => {
    await writeDeviceSetting('readBillsFromPhotos', false);
    await clearOfflineData(7);
    expect(await readDeviceSetting('readBillsFromPhotos')).toBe(false);
  });
});
