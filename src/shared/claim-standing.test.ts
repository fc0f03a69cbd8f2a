import { describe, expect, it } from 'vitest';
import { claimStatusText } from '../contract/claim-texts';
import { loadTexts, renderText } from '../pure/texts';
import { standingAmount, standingMessage, standingText } from './claim-standing';

const submitted = {
  status: 'Submitted',
  claimed: 9901,
  approved: null,
  levelId: null,
  approverName: null,
  isDecided: false,
  payment: null,
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

  it('shows what was paid, when and with which reference once finance has paid the claim', () => {
    const paid = {
      ...submitted,
      status: 'Paid',
      approved: 9274.5,
      levelId: 2,
      approverName: 'Meera Iyer',
      isDecided: true,
      payment: { amount: 9274.5, paidOn: '2026-11-05', reference: 'UTR 4471' },
    };
    expect(standingAmount(paid)).toBe(9274.5);
    expect(standingText(paid)).toBe('Paid ₹9,274.50 on 5 Nov 2026, reference UTR 4471');
  });
});

describe('where a claim stands, in the reader’s language', () => {
  it('writes the payment’s date and words in Hindi and Marathi', async () => {
    const paid = {
      ...submitted,
      status: 'Paid',
      approved: 9274.5,
      levelId: 2,
      approverName: 'Meera Iyer',
      isDecided: true,
      payment: { amount: 9274.5, paidOn: '2026-11-05', reference: 'UTR 4471' },
    };
    await loadTexts('hi');
    await loadTexts('mr');
    const hindi = standingMessage(paid, 'hi');
    expect(hindi && renderText(hindi, 'hi')).toBe('5 नव॰ 2026 को ₹9,274.50 का भुगतान, रेफ़रेंस UTR 4471');
    const marathi = standingMessage({ ...paid, payment: null }, 'mr');
    expect(marathi && renderText(marathi, 'mr')).toBe(
      'दावा ₹9,901.00 · लेव्हल 2 वर Meera Iyer यांनी ₹9,274.50 मंजूर केले',
    );
  });

  it('names the statuses it knows, and keeps one it does not', () => {
    expect(renderText(claimStatusText('Partially Approved'), 'en')).toBe('Partially Approved');
    expect(claimStatusText('On hold')).toBe('On hold');
  });
});
