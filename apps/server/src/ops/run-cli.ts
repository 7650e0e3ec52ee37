import { resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from '../config';
import { OpsError } from './ops-error';

/**
 * A path the operator typed, taken from where they typed it: npm runs workspace scripts from the
 * workspace folder, but says in INIT_CWD where `npm run` was called.
 */
export const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/**
 * Runs an ops command: a failure the operator can act on (bad arguments, config, a non-empty
 * target, a missing client) prints its message alone; anything else its stack. Both exit 1.
 */
export async function runCli<T extends ParseArgsConfig['options']>(
  usage: string,
  options: T,
  main: (
    args: ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>>,
  ) => Promise<void>,
): Promise<void> {
  try {
    const args = parseArgs({ options, allowPositionals: true, strict: true });
    await main(args);
  } catch (error) {
    const known =
      error instanceof OpsError ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (error as Error).message : error);
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) console.error(usage);
    process.exitCode = 1;
  }
}
