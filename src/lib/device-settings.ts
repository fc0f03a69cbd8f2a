// Choices that belong to this device whoever signs in on it (an old phone, a metered link), in Dexie.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';

export interface DeviceSettings {
  /** Read invoice number, date and amount from receipt photos on the device (on by default). */
  readBillsFromPhotos: boolean;
}

const DEFAULTS: DeviceSettings = { readBillsFromPhotos: true };

export async function readDeviceSetting<K extends keyof DeviceSettings>(key: K): Promise<DeviceSettings[K]> {
  const record = await db.settings.get(key);
  return record ? (record.value as DeviceSettings[K]) : DEFAULTS[key];
}

export async function writeDeviceSetting<K extends keyof DeviceSettings>(
  key: K,
  value: DeviceSettings[K],
): Promise<void> {
  await db.settings.put({ key, value });
}

/** The setting as stored, kept current across tabs; undefined while it loads. */
export function useDeviceSetting<K extends keyof DeviceSettings>(key: K): DeviceSettings[K] | undefined {
  return useLiveQuery(() => readDeviceSetting(key), [key]);
}
