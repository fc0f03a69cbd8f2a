import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Employee, form, SAMPLE_JPEG, uploadFields } from '../../tests/support/receipts';
import { startTestApp, type TestApp } from '../../tests/support/test-app';

/** Sends requests one after another over a single kept-alive connection. */
async function sendOnOneConnection(url: string, token: string, bodies: FormData[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answers: { status: number; message: string }[] = [];
  try {
    for (const body of bodies) {
      const encoded = new Request(url, { method: 'POST', body });
      const payload = Buffer.from(await encoded.arrayBuffer());
      answers.push(
        await new Promise((resolve, reject) => {
          const request = http.request(url, {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': encoded.headers.get('content-type') as string,
              'content-length': payload.length,
            },
          });
          request.on('response', (response) => {
            let text = '';
            response.on('data', (chunk) => {
              text += chunk;
            });
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, message: JSON.parse(text).message }),
            );
          });
          request.on('error', reject);
          request.end(payload);
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return answers;
}

describe('multipart bodies over a real connection', () => {
  let t: TestApp;
  let asha: Employee;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const { token, userInfo } = await t.login('asha');
    asha = { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/expenseUpload`;
  });
  afterAll(() => t.close());

  it('answers a body refused part-way and keeps the connection usable for the next request', async () => {
    const refused = form(uploadFields(asha, { Image: SAMPLE_JPEG }));
    refused.append('fare', '1');
    refused.append('Extra', new Blob([new Uint8Array(3 * 1024 * 1024)]), 'extra.jpg');
    const answers = await sendOnOneConnection(url, asha.token, [refused, form(uploadFields(asha))]);
    expect(answers).toEqual([
      { status: 400, message: 'The field fare was sent twice.' },
      { status: 200, message: 'Bill uploaded successfully' },
    ]);
  });
});
