// Registers a contract call as a Fastify route: the contract's schemas validate what comes in.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { type ApiCall, describeIssues } from '../../src/contract/call';
import type { Caller } from './caller';
import { HttpError, unauthorized } from './errors';

export interface RouteInput<C extends ApiCall> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  /** The query and body as they arrived, before the schemas: what an idempotency key is bound to. */
  raw: { query: unknown; body: unknown };
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends ApiCall> = (input: RouteInput<C>) => Promise<z.input<C['response']>>;

export interface RouteExtras {
  errorHandler?: RouteOptions['errorHandler'];
  bodyLimit?: number;
}

/** A file part of a multipart body, as the contract's schemas see it. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function addRoute<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  extras: RouteExtras = {},
): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { isPublic: call.isPublic === true },
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.errorHandler ? { errorHandler: extras.errorHandler } : {}),
    handler: async (request, reply) => {
      const query = parse(call.query, request.query, 'query') as z.output<C['query']>;
      const rawBody = call.multipart ? await readMultipart(request) : request.body;
      const body = parse(call.body, rawBody, 'body') as z.output<C['body']>;
      const caller = request.caller;
      if (!caller && !call.isPublic) throw unauthorized();
      const raw = { query: request.query, body: rawBody };
      return handler({ query, body, raw, caller: caller as Caller, request, reply });
    },
  });
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, `Invalid ${where}: ${describeIssues(result.error)}`);
  return result.data;
}

/** The multipart plugin's limits, in words a user can act on. */
const MULTIPART_LIMIT_TEXTS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'The file is too large. A bill image may be at most 5 MB.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
};

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, 'This call takes a multipart/form-data body.');
  const fields: Record<string, unknown> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      if (part.fieldname in fields) throw new HttpError(400, `The field ${part.fieldname} was sent twice.`);
      if (part.type === 'file') {
        const file: UploadedFile = {
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        };
        fields[part.fieldname] = file;
      } else {
        // The plugin cuts an over-long field short and says so; a cut value must not pass as whole.
        if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too large.`);
        fields[part.fieldname] = part.value;
      }
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
    return new HttpError(400, `The multipart body could not be read: ${(error as Error).message}.`);
  }
  return new HttpError(400, 'The multipart body could not be read: it is malformed or was cut short.');
}
