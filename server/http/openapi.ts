// The contract, published: an OpenAPI 3.1 document generated from the calls the server registered
// (their zod schemas, through zod's own JSON Schema output), and a plain reading page for people
// who build other clients. Neither is part of the app's bundle.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiCall } from '../../src/contract/call';
import { IDEMPOTENCY_HEADER, OUTBOX_CALLS } from '../../src/contract/outbox';
import { namedIdFields } from './access';
import type { RegisteredCall } from './route';

type JsonSchema = Record<string, unknown>;

const ERROR_ANSWERS: Record<string, string> = {
  '400': 'The query or body does not match the call (the message names the field).',
  '401': 'No valid bearer token: log in again.',
  '403': 'The ids name another employee or company.',
  '404': 'No such row (or API path).',
  '409': 'The request conflicts with the data as it is (a duplicate, a closed month).',
  '413': 'The body is larger than the call takes.',
  '422': 'The Idempotency-Key was used before for a different request.',
  '429': 'Too many failed logins from this address for this user name.',
  '503': 'The server or its database cannot answer now; try again.',
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The fields of an object schema, or none when the call takes no query or body. */
function objectSchema(schema: z.ZodType): JsonSchema | undefined {
  const json = toSchema(schema, 'input');
  return json.type === 'object' ? json : undefined;
}

const FILE_SCHEMA = { type: 'string', format: 'binary' };

function describeCall({ call, access }: RegisteredCall): Record<string, unknown> {
  const query = objectSchema(call.query);
  const body = objectSchema(call.body);
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const parameters: unknown[] = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  if (Object.hasOwn(OUTBOX_CALLS, call.path)) {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'Any 1 to 200 visible ASCII characters, new for each request. A repeat with the same key and request gets the stored answer (header Idempotency-Replayed: true) without doing the work again.',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    });
  }
  const errors = Object.fromEntries(
    Object.entries(ERROR_ANSWERS)
      .filter(([status]) => access !== 'public' || !['401', '403'].includes(status))
      .map(([status, description]) => [
        status,
        {
          description,
          content: {
            'application/json': {
              schema: call.isPublic ? { type: 'string' } : { $ref: '#/components/schemas/Error' },
            },
          },
        },
      ]),
  );
  return {
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[^A-Za-z0-9]/g, '_')}`,
    summary: `${call.method} ${call.path}`,
    description: accessText(access),
    security: access === 'public' ? [] : [{ bearer: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: requestBody(call, body) } : {}),
    responses: {
      '200': {
        description: 'Done.',
        content: { 'application/json': { schema: toSchema(call.response, 'output') } },
      },
      ...errors,
    },
  };
}

function requestBody(call: ApiCall, body: JsonSchema) {
  if (!call.multipart) return { required: true, content: { 'application/json': { schema: body } } };
  // File parts are zod custom types, which JSON Schema cannot say; in multipart they are binary.
  const properties = Object.fromEntries(
    Object.entries((body.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => [
      name,
      Object.keys(schema).length === 0 || schema.anyOf ? FILE_SCHEMA : schema,
    ]),
  );
  return { required: true, content: { 'multipart/form-data': { schema: { ...body, properties } } } };
}

function accessText(access: RegisteredCall['access']): string {
  if (access === 'public') return 'Anyone may call this, signed in or not.';
  if (access === 'caller') return 'Any signed-in employee; works on the caller’s own data.';
  const fields = namedIdFields(access).join(', ');
  if ('admin' in access) {
    return `Signed in as an administrator of the company named (else 403); ${fields} must be of that company, else 403.`;
  }
  if ('finance' in access) {
    return `Signed in as the finance team of the company in ${fields}${access.finance.claim ? ', or as the claim’s employee or one of their approvers' : ''}; else 403.`;
  }
  if ('approver' in access) {
    return `Signed in as the subordinate's approver at the level waiting now (else 403; 409 once that level has acted)${fields ? `; ${fields} are checked against the caller and what is approved` : ''}.`;
  }
  return `Signed in; ${fields} must be the caller’s own, else 403.`;
}

function openApiDocument(routes: RegisteredCall[], prefix: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${prefix}${route.call.path}`;
    paths[path] = { ...paths[path], [route.call.method.toLowerCase()]: describeCall(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tourbook API',
      version: '1',
      description:
        'Travel and expense claims for field staff. Generated from the contract in src/contract; amounts are rupees, dates YYYY-MM-DD (India).',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      },
    },
    paths,
  };
}

/** GET /api/openapi.json and GET /api/docs, built once from what was registered. */
export function addApiDocs(api: FastifyInstance, prefix: string): void {
  let document: Record<string, unknown> | undefined;
  const build = () => {
    document ??= openApiDocument(api.contractRoutes, prefix);
    return document;
  };
  api.get('/openapi.json', { config: { isPublic: true } }, async () => build());
  api.get('/docs', { config: { isPublic: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(build())),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain page, rendered here, so it needs no script and passes the strict CSP. */
function docsPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const sections = Object.entries(paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const parameters = (operation.parameters ?? []) as Array<{
          name: string;
          in: string;
          required: boolean;
        }>;
        const body = operation.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined;
        const [bodyType, bodySchema] = body ? (Object.entries(body.content)[0] ?? []) : [];
        const response = (
          operation.responses as Record<string, { content?: Record<string, { schema: unknown }> }>
        )['200']?.content?.['application/json']?.schema;
        return `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(operation.description))}</p>
${parameters.length > 0 ? `<h3>Parameters</h3><ul>${parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`).join('')}</ul>` : ''}
${bodySchema ? `<h3>Body (${escapeHtml(String(bodyType))})</h3><pre>${escapeHtml(JSON.stringify(bodySchema, null, 2))}</pre>` : ''}
<h3>Answer</h3><pre>${escapeHtml(JSON.stringify(response, null, 2))}</pre></section>`;
      }),
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tourbook API</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}pre{background:#f4f5f7;padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #ddd;margin-top:1.5rem}</style></head>
<body><main><h1>Tourbook API</h1><p>${escapeHtml(String((document.info as { description: string }).description))} The same as <a href="openapi.json">openapi.json</a>. Send <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/Login</code>. Errors are <code>{ "message": "…" }</code> (login's are a JSON string).</p>
${sections.join('\n')}</main></body></html>`;
}
