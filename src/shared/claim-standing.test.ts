import { describe, expect, it } from 'vitest';
import { standingAmount, standingText } from './claim-standing';

const submitted = {
  status: 'Submitted',
  claimed: 9901,
  approved: null,
  levelId: null,
  approverName: null,
  isDecided: false,
};

describe('where a claim stands', () => {
  it('shows the claim until a level acts', () => {
    expect(standingAmount(submitted)).toBe(9901);
    expect(standingText(submitted)).toBeNull();
  });

  it('shows the approved amount and the level that decided once one has acted', () => {
    const approved = { ...submitted, approved: 9274.5, levelId: 1, approverName: 'Vikram Joshi' };
    expect(standingAmount(approved)).toBe(9274.5);
    expect(standingText(approved)).toBe('Claimed ₹9,901.00 · approved ₹9,274.50 at level 1 by Vikram Joshi');
  });
});
