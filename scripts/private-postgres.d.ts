export const INSTALL_HINT: string;
export function findPostgresBin(env?: NodeJS.ProcessEnv): string;
export interface PrivatePostgres {
  url: string;
  port: number;
  /** The cluster's folder ('' for a server of SITEGEN_TEST_DATABASE_URL). */
  dir: string;
  bin: string;
  newDatabase(name: string): Promise<string>;
  restart(): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}
export function startPrivatePostgres(options?: { bin?: string; env?: NodeJS.ProcessEnv; settings?: Record<string, string> }): Promise<PrivatePostgres>;
