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

const DEVICE_ID_KEY = 'deviceId';

/**
 * This browser's own random id, made at its first sign-in and kept in IndexedDB (issue 40): the
 * server ends the browser's earlier session when it signs in again, so the devices list holds one
 * entry per device. Undefined when the storage cannot be used (a private window refusing it): the
 * sign-in goes on without it.
 */
export async function readDeviceId(): Promise<string | undefined> {
  try {
    const stored = await db.settings.get(DEVICE_ID_KEY);
    if (typeof stored?.value === 'string') return stored.value;
    const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    await db.settings.put({ key: DEVICE_ID_KEY, value: made });
    return made;
  } catch {
    return undefined;
  }
}

/** The setting as stored, kept current across tabs; undefined while it loads. */
export function useDeviceSetting<K extends keyof DeviceSettings>(key: K): DeviceSettings[K] | undefined {
  return useLiveQuery(() => readDeviceSetting(key), [key]);
}
