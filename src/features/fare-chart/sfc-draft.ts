// The add/edit wizard kept in Dexie (DESIGN.md section 3): a reload, a closed tab or a flat battery
// mid-wizard finds every field and the step as they were.
import { db, draftKey } from '../../lib/db';
import { type SfcWizardDraft, ZWizardDraft } from './sfc-form';

const sfcDraftKey = (employeeId: number) => draftKey(employeeId, 'sfc-wizard');

export async function readSfcDraft(employeeId: number): Promise<SfcWizardDraft | null> {
  const record = await db.drafts.get(sfcDraftKey(employeeId));
  if (!record || record.employeeId !== employeeId) return null;
  // A draft from an older form that no longer fits is dropped rather than half-restored.
  const parsed = ZWizardDraft.safeParse(record.value);
  return parsed.success ? parsed.data : null;
}

export async function writeSfcDraft(employeeId: number, draft: SfcWizardDraft): Promise<void> {
  await db.drafts.put({
    key: sfcDraftKey(employeeId),
    employeeId,
    value: draft as unknown as Record<string, unknown>,
    updatedAt: Date.now(),
  });
}

export async function clearSfcDraft(employeeId: number): Promise<void> {
  await db.drafts.delete(sfcDraftKey(employeeId));
}
