// A key NIC published, added by a company's administrator (issue 37 §3): checked to be an RSA public
// key NIC could sign with, kept as base64 SPKI, and written to the audit log.

import { createPublicKey } from 'node:crypto';
import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import type { Text } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { badRequest, conflict } from '../../../http/errors';
import { recordChange } from '../audit/audit';
import { einvoiceKeyRecord } from '../audit/records';
import { insertEInvoiceKey, isKidTaken } from './queries';

const MIN_RSA_BITS = 2048;

export async function addEInvoiceKey(
  db: Database,
  caller: Caller,
  body: { kid: string; publicKey: string; isSandbox?: boolean | undefined; note?: string | undefined },
): Promise<Text> {
  const spkiBase64 = rsaSpki(body.publicKey);
  if (!spkiBase64) throw badRequest(ADMIN_SAYS.notRsaKey({ bits: MIN_RSA_BITS }));
  return db.transaction(async (tx) => {
    if (await isKidTaken(tx, caller.companyId, body.kid))
      throw conflict(ADMIN_SAYS.keyTaken({ kid: body.kid }));
    const key = {
      companyId: caller.companyId,
      kid: body.kid,
      spkiBase64,
      isSandbox: body.isSandbox ?? false,
      note: body.note ?? '',
    };
    await insertEInvoiceKey(tx, key);
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...einvoiceKeyRecord(body.kid),
      action: 'created',
      oldValue: null,
      newValue: { kid: key.kid, isSandbox: key.isSandbox, note: key.note },
    });
    return (key.isSandbox ? ADMIN_SAYS.sandboxKeyAdded : ADMIN_SAYS.keyAdded)({ kid: body.kid });
  });
}

/** The key's DER SPKI in base64, from a PEM or its bare base64 body; undefined unless RSA ≥ 2048 bits. */
function rsaSpki(text: string): string | undefined {
  const body = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('-----'))
    .join('')
    .replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  try {
    const key = createPublicKey({ key: Buffer.from(body, 'base64'), format: 'der', type: 'spki' });
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) return undefined;
    return key.export({ format: 'der', type: 'spki' }).toString('base64');
  } catch {
    return undefined;
  }
}
