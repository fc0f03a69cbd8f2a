// The checks that tell an approver which days and bills need a human (DESIGN.md section 9): a flag
// explains, it never blocks. The server computes every kind in one place and renders its text in
// the caller's language; every screen and the claim PDF show that text as it comes.
import { z } from 'zod';
import { ZId } from './call';

/** The kinds an approver filters and counts by, in the order they are shown. */
export const FLAG_KINDS = ['calls', 'plan', 'policy', 'duplicate', 'einvoice'] as const;
export const ZFlagKind = z.enum(FLAG_KINDS);
export type TFlagKind = z.infer<typeof ZFlagKind>;

export const ZFlag = z.object({
  kind: ZFlagKind,
  /** A sentence a person can act on: 'Over the Lodging limit of ₹2,000 a night in a Y city by ₹450.' */
  text: z.string(),
  /** The bill the flag is about, when it is about one. */
  billId: ZId.optional(),
  /** Rupees: for a policy excess, the deduction the approver may apply with one press. */
  suggestedDeduction: z.number().nonnegative().optional(),
});
export type TFlag = z.infer<typeof ZFlag>;

/** How many flags of each kind a claim carries: every kind present, 0 for none (issue 38). */
export const ZFlagCounts = z.object({
  calls: z.number().int().nonnegative(),
  plan: z.number().int().nonnegative(),
  policy: z.number().int().nonnegative(),
  duplicate: z.number().int().nonnegative(),
  einvoice: z.number().int().nonnegative(),
}) satisfies z.ZodType<Record<TFlagKind, number>>;
export type TFlagCounts = z.infer<typeof ZFlagCounts>;
