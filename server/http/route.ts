// Registers a contract call as a Fastify route: the contract's schemas validate what comes in.

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { type ApiCall, describeIssues } from '../../src/contract/call';
import { issueReasons } from '../../src/contract/issue-reasons';
import { REQUEST_SAYS } from '../../src/contract/request-texts';
import type { TextLanguage } from '../../src/pure/messages';
import type { Text } from '../../src/pure/texts';
import {
  type Access,
  type ApprovalGrant,
  checkAccess,
  checkApprover,
  checkFinance,
  checkRawAccess,
} from './access';
import type { Caller } from './caller';
import { HttpError, unauthorized } from './errors';
import { requestLanguage } from './language';

export interface RouteInput<C extends ApiCall> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  /** The query and body as they arrived, before the schemas: what an idempotency key is bound to. */
  raw: { query: unknown; body: unknown };
  caller: Caller;
  /** For a call under the approver rule: the level the caller acts at, and on what. */
  approval: ApprovalGrant | undefined;
  /** The language the answer's texts are in: the request's Accept-Language, else the caller's choice. */
  language: TextLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<C extends ApiCall> = (input: RouteInput<C>) => Promise<z.input<C['response']>>;

export interface RouteExtras {
  errorHandler?: RouteOptions['errorHandler'];
  bodyLimit?: number;
  /**
   * An answer the caller was already given for this very request (an idempotent replay), looked
   * up before the access rule: an approval's replay must get its stored answer, not the 409 of a
   * level that has acted since (by that very request).
   */
  replay?: (input: {
    caller: Caller;
    raw: { query: unknown; body: unknown };
    reply: FastifyReply;
  }) => Promise<unknown>;
}

/** A file part of a multipart body, as the contract's schemas see it. */
interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A contract call as the server registered it, with who may call it: what tests walk. */
export interface RegisteredCall {
  call: ApiCall;
  access: Access<ApiCall>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract call registered with addRoute, shared by the whole app. */
    contractRoutes: RegisteredCall[];
    /** Check every answer against the call's response schema (tests turn this on). */
    checkResponses: boolean;
  }
}

/**
 * Registers a call with the rule that says who may make it (server/http/access.ts). The order
 * is fixed for every route: signed in, then the ids the rule names belong to the caller (403,
 * before anything else is read, so a foreign id never reaches the schemas or the handler), then
 * the schemas (400), then the rule again on the parsed values, then the handler. The approver
 * rule asks the domain what the request acts on, so its handler gets the level it was granted.
 */
export function addRoute<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  access: Access<C>,
  handler: Handler<C>,
  extras: RouteExtras = {},
): void {
  if ((access === 'public') !== (call.isPublic === true)) {
    throw new Error(`${call.path}: the access rule 'public' and the contract's isPublic must agree.`);
  }
  app.contractRoutes.push({ call, access: access as Access<ApiCall> });
  app.route({
    method: call.method,
    url: call.path,
    config: { isPublic: call.isPublic === true },
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.errorHandler ? { errorHandler: extras.errorHandler } : {}),
    handler: async (request, reply) => {
      const caller = request.caller;
      if (!caller && access !== 'public') throw unauthorized();
      const rawBody = call.multipart ? await readMultipart(request) : request.body;
      const raw = { query: request.query, body: rawBody };
      if (caller && extras.replay) {
        const stored = await extras.replay({ caller, raw, reply });
        if (stored !== undefined) return stored;
      }
      const approverRule = typeof access === 'object' && 'approver' in access ? access.approver : undefined;
      const financeRule = typeof access === 'object' && 'finance' in access ? access.finance : undefined;
      if (caller) checkRawAccess(access, caller, raw);
      if (caller && approverRule) await checkApprover(approverRule, caller, raw, false);
      if (caller && financeRule) await checkFinance(financeRule, caller, raw, false);
      assertStorableText(request.query, 'query');
      assertStorableText(rawBody, 'body');
      const language = requestLanguage(request);
      const query = parse(call.query, request.query, 'query', language) as z.output<C['query']>;
      const body = parse(call.body, rawBody, 'body', language) as z.output<C['body']>;
      if (caller) checkAccess(access, caller, { query, body });
      if (caller && financeRule) await checkFinance(financeRule, caller, { query, body }, true);
      const approval =
        caller && approverRule ? await checkApprover(approverRule, caller, { query, body }, true) : undefined;
      const answer = await handler({
        query,
        body,
        raw,
        caller: caller as Caller,
        approval,
        language,
        request,
        reply,
      });
      if (app.checkResponses) assertResponse(call, answer);
      return answer;
    },
  });
}

function assertResponse(call: ApiCall, answer: unknown): void {
  const result = call.response.safeParse(answer);
  if (!result.success) {
    throw new Error(
      `${call.method} ${call.path} answered outside its contract: ${describeIssues(result.error)}`,
    );
  }
}

/**
 * Text PostgreSQL cannot store (a NUL) or that is not Unicode (half of a surrogate pair) is refused
 * in every field of every call, before the schemas: a schema that forgot it would let it reach the
 * database, which answers with an error, a 500 (the nested fuzz cases found one in approval
 * reasons). Files are bytes, not text, and are not looked into.
 */
function assertStorableText(value: unknown, where: 'query' | 'body'): void {
  // A loop rather than recursion, and each node knows only its parent: a body may be JSON
  // thousands of levels deep.
  interface Node {
    item: unknown;
    name?: string;
    parent?: Node;
  }
  const pending: Node[] = [{ item: value }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { item } = node;
    if (typeof item === 'string') {
      if (item.includes('\u0000') || !item.isWellFormed()) {
        const path: string[] = [];
        for (let at: Node | undefined = node; at?.name !== undefined; at = at.parent) path.unshift(at.name);
        const reasons =
          path.length > 0
            ? REQUEST_SAYS.fieldReason({ field: path.join('.'), reason: REQUEST_SAYS.brokenText })
            : REQUEST_SAYS.brokenText;
        throw new HttpError(400, invalid(where, reasons));
      }
    } else if (item && typeof item === 'object' && !(item instanceof Uint8Array) && !isUploadedFile(item)) {
      for (const [name, child] of Object.entries(item)) pending.push({ item: child, name, parent: node });
    }
  }
}

function isUploadedFile(value: object): value is UploadedFile {
  return 'data' in value && (value as { data: unknown }).data instanceof Uint8Array;
}

function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body',
  language: TextLanguage,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, invalid(where, issueReasons(result.error, value, language)));
  return result.data;
}

const invalid = (where: 'query' | 'body', reasons: Text | string) =>
  where === 'query' ? REQUEST_SAYS.invalidQuery({ reasons }) : REQUEST_SAYS.invalidBody({ reasons });

/** The multipart plugin's limits, in words a user can act on. */
const MULTIPART_LIMIT_TEXTS: Record<string, Text> = {
  FST_REQ_FILE_TOO_LARGE: REQUEST_SAYS.fileTooLarge,
  FST_FILES_LIMIT: REQUEST_SAYS.tooManyFiles,
  FST_FIELDS_LIMIT: REQUEST_SAYS.tooManyFields,
  FST_PARTS_LIMIT: REQUEST_SAYS.tooManyParts,
};

/** The most a multipart request may carry in all its parts together: one image and its fields. */
export const MAX_MULTIPART_BYTES = 8 * 1024 * 1024;

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, REQUEST_SAYS.notMultipart);
  const fields: Record<string, unknown> = Object.create(null);
  let totalBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname in fields)
        throw new HttpError(400, REQUEST_SAYS.fieldTwice({ field: part.fieldname }));
      if (part.type === 'file') {
        const file: UploadedFile = {
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        };
        fields[part.fieldname] = file;
        totalBytes += file.data.length;
      } else {
        // The plugin cuts an over-long field short and says so; a cut value must not pass as whole.
        if (part.valueTruncated)
          throw new HttpError(413, REQUEST_SAYS.fieldTooLarge({ field: part.fieldname }));
        fields[part.fieldname] = part.value;
        totalBytes += String(part.value).length;
      }
      if (totalBytes > MAX_MULTIPART_BYTES) throw new HttpError(413, REQUEST_SAYS.requestTooLarge);
    }
  } catch (error) {
    discardRestOfBody(request);
    throw asMultipartError(error);
  }
  return { ...fields };
}

/**
 * Once a multipart body is refused part-way, nothing reads the rest of it, and Node does not
 * discard a body that a parser had started on: the connection would stall with the client's
 * bytes unread and the error answer unseen. Reading on into nowhere lets the answer through.
 */
function discardRestOfBody(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/** Whatever goes wrong while reading a multipart body is the body's fault: never a 500. */
function asMultipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  const limitText = code ? MULTIPART_LIMIT_TEXTS[code] : undefined;
  if (limitText) return new HttpError(413, limitText);
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new HttpError(400, REQUEST_SAYS.multipartUnreadable({ reason: (error as Error).message }));
  }
  return new HttpError(400, REQUEST_SAYS.multipartMalformed);
}
