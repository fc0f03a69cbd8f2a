import { describe, expect, it } from 'vitest';
import { canApprove } from './employee';

describe('the approval menu entries', () => {
  it('show for area, regional and zonal managers', () => {
    expect(canApprove('A')).toBe(true);
    expect(canApprove('R')).toBe(true);
    expect(canApprove('Z')).toBe(true);
  });

  it("hide at territory level 'T' and while the area range is not known", () => {
    expect(canApprove('T')).toBe(false);
    expect(canApprove(null)).toBe(false);
    expect(canApprove(undefined)).toBe(false);
  });
});
