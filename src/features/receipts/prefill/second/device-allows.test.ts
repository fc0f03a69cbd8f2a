import { describe, expect, it } from 'vitest';
import { deviceAllowsHelper, deviceAllowsSecondReading } from './device-allows';

describe('deviceAllowsSecondReading', () => {
  it('runs the second engine on a phone that gives no hints, or a 4 GB phone on 4G', () => {
    expect(deviceAllowsSecondReading({})).toBe(true);
    expect(deviceAllowsSecondReading({ effectiveType: '4g', deviceMemory: 4, saveData: false })).toBe(true);
  });

  it('keeps the first reading alone when the phone saves data, is on 2G, or has 2 GB or less', () => {
    expect(deviceAllowsSecondReading({ saveData: true, effectiveType: '4g', deviceMemory: 8 })).toBe(false);
    expect(deviceAllowsSecondReading({ effectiveType: '2g', deviceMemory: 8 })).toBe(false);
    expect(deviceAllowsSecondReading({ effectiveType: 'slow-2g' })).toBe(false);
    expect(deviceAllowsSecondReading({ effectiveType: '3g', deviceMemory: 2 })).toBe(false);
  });
});

describe('deviceAllowsHelper', () => {
  it('shares the second engine’s strips on two cores or more, not on one or an unknown count', () => {
    expect(deviceAllowsHelper(2)).toBe(true);
    expect(deviceAllowsHelper(8)).toBe(true);
    expect(deviceAllowsHelper(1)).toBe(false);
    expect(deviceAllowsHelper(undefined)).toBe(false);
  });
});
