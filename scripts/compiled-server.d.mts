// Types of compiled-server.mjs, for the TypeScript that imports it (tests' server processes).
export declare const ROOT: string;
export declare const CACHE_DIR: string;
export declare function hashFiles(relativePaths: string[]): Promise<Record<string, string>>;
export declare function compiledServer(): Promise<string>;
