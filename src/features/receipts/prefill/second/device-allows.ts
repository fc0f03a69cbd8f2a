// Whether this device fetches and runs the second engine (issue 43). Its first use fetches about 18 MB,
// and while it reads the page holds about 190 MB more (docs/benchmarks.md): a phone that asks to save
// data, is on a 2G connection, or has at most 2 GB of memory keeps the first reading alone.

export interface DeviceHints {
  saveData?: boolean;
  effectiveType?: string;
  /** In GB, as the browser rounds it (0.25 to 8). */
  deviceMemory?: number;
}

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g']);
const LEAST_MEMORY_GB = 4;

/** What the browser tells of its connection and memory; a hint it does not give stays unknown. */
export function deviceHints(): DeviceHints {
  const hinted = navigator as Navigator & {
    connection?: { saveData?: boolean; effectiveType?: string };
    deviceMemory?: number;
  };
  return {
    saveData: hinted.connection?.saveData,
    effectiveType: hinted.connection?.effectiveType,
    deviceMemory: hinted.deviceMemory,
  };
}

/** False when the device says it cannot afford the second engine; unknown hints do not refuse it. */
export function deviceAllowsSecondReading(hints: DeviceHints): boolean {
  if (hints.saveData) return false;
  if (hints.effectiveType !== undefined && SLOW_CONNECTIONS.has(hints.effectiveType)) return false;
  return hints.deviceMemory === undefined || hints.deviceMemory >= LEAST_MEMORY_GB;
}

/**
 * Whether the worker that prepared the picture reads the second engine's strips too: on two cores or more
 * (the first engine's reading is over long before the strips are). It then holds a recogniser of its
 * own: the page's largest resident memory grew by 120-200 MB on the bench (docs/benchmarks.md), within
 * what a phone the second engine runs on (4 GB or more) affords.
 */
export function deviceAllowsHelper(cores: number | undefined): boolean {
  return cores !== undefined && cores >= 2;
}
