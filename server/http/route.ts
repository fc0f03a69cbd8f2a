// Registers a contract call as a Fastify route: the contract's schemas validate what comes in.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { type ApiCall, describeIssues } from '../../src/contract/call';
import type { Caller } from './caller';
import { HttpError, unauthorized } from './errors';

export interface RouteInput<C extends ApiCall> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<C extends ApiCall> = (input: RouteInput<C>) => Promise<z.input<C['response']>>;

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
      return handler({ query, body, caller: caller as Caller, request, reply });
    },
  });
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, `Invalid ${where}: ${describeIssues(result.error)}`);
  return result.data;
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, 'This call takes a multipart/form-data body.');
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file: UploadedFile = {
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      };
      fields[part.fieldname] = file;
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}
