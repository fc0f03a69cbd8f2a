// The keys that verify GST e-invoice QRs (issue 37 §3): NIC's, shipped for every company, and those
// a company's administrator adds when NIC publishes a new one (it rotates them). Keyed by kid.
//
// Decisions:
// - A key is sent as NIC publishes it: a PEM public key ('-----BEGIN PUBLIC KEY-----'), or its
//   base64 body. It must be an RSA key of at least 2048 bits, else 400.
// - A kid is taken once per company, NIC's shipped kids included: 409 for a second.
// - A company's keys verify that company's bills only; NIC's shipped keys are listed, never changed.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from '../call';
import { text, ZCompanyQuery, ZFlag } from './common';

export const ZEInvoiceKeyRow = z.object({
  kid: z.string(),
  isSandbox: z.boolean(),
  note: z.string(),
  /** NIC's key shipped for every company, not the company's own. */
  isShared: z.boolean(),
  addedAt: z.string(),
});

export const adminEInvoiceKeys = defineCall({
  method: 'GET',
  path: '/adminEInvoiceKeys',
  query: ZCompanyQuery,
  response: z.object({ keys: z.array(ZEInvoiceKeyRow) }),
});

export const adminEInvoiceKeyAdd = defineCall({
  method: 'POST',
  path: '/adminEInvoiceKeyAdd',
  body: z.object({
    companyId: ZId,
    kid: text(200),
    publicKey: text(4000),
    isSandbox: ZFlag.optional(),
    note: text(200, false).optional(),
  }),
  response: ZMessage,
});
