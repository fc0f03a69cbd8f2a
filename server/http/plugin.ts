// A domain's routes as a Fastify plugin: registered under /api with the database it works on.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

interface DomainOptions {
  db: Database;
}

type DomainPlugin = (app: FastifyInstance, options: DomainOptions) => Promise<void>;

/** Names the plugin for Fastify's logs and keeps its routes inside the /api scope that registers it. */
export function domainPlugin(name: string, register: DomainPlugin): DomainPlugin {
  Object.defineProperty(register, 'name', { value: name });
  return register;
}
