// The published contract: generated from the registered calls, complete, and readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('the OpenAPI document and the API page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('lists every registered call and nothing else, each with its answer schema', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: object }>; security: unknown[] }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = t.app.contractRoutes.map(({ call }) => `${call.method} /api${call.path}`);
    expect(documented.sort()).toEqual(registered.sort());
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods))
        expect(operation.responses['200']?.content).toBeDefined();
    }
    expect(document.paths['/api/Login']?.post?.security).toEqual([]);
    expect(document.paths['/api/getNotification']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('describes the query, the multipart body with binary files, and the Idempotency-Key', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const upload = document.paths['/api/expenseUpload'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.Image).toEqual({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(expect.arrayContaining(['EmployeeId', 'InvoiceNumber']));
    expect(upload.parameters.map((parameter: { name: string }) => parameter.name)).toContain(
      'Idempotency-Key',
    );
    const list = document.paths['/api/GetExpenseUploadTemp'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['employeeId', 'companyId']),
    );
  });

  it('serves a plain reading page without scripts', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('POST /api/expenseUpload');
    expect(response.body).not.toContain('<script');
  });
});
