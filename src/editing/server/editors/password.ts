import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { rankedTurns } from './turns';

/**
 * Passwords are kept as scrypt hashes (Node's crypto, a memory-hard KDF; decision 037):
 * `scrypt$N$r$p$salt$hash`, salt and hash in base64url. The parameters travel with each hash, so
 * that stronger ones later still verify the hashes made before.
 */
export type ScryptParams = { N: number; r: number; p: number };
/** OWASP's recommended minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB and about a tenth of a second per hash). */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
export const PASSWORD_MIN_LENGTH = 12;
/** Longer is refused: the KDF's work grows with the input and nobody types more. */
export const PASSWORD_MAX_LENGTH = 1024;
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/**
 * One hash at a time for the whole process: each takes 128 MiB, so a burst of sign-ins queues
 * rather than takes the machine's memory. Nobody is turned away for the queue's length (a cap
 * that a flood fills keeps the editors out); instead the queue is ordered by rank, which the
 * sign-in gives as its client address's recent failures, so that a clean address waits for the
 * check under way and at most one per other address, and repeated guesses wait behind everyone.
 * How long it can grow is bounded by the failure limits, which refuse before any hashing.
 */
const turns = rankedTurns();

function derive(
  password: string,
  salt: Buffer,
  { N: cost, r: blockSize, p: parallelization }: ScryptParams,
  rank: number,
): Promise<Buffer> {
  return turns.run(
    rank,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFC'),
          salt,
          KEY_BYTES,
          { N: cost, r: blockSize, p: parallelization, maxmem: 256 * cost * blockSize + 1024 * 1024 },
          (e, key) => (e ? reject(e) : resolve(key)),
        ),
      ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, 0);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * True when `password` is the one `stored` was made from; a malformed or missing hash matches
 * nothing. `rank` is its place in the queue of checks (lower goes first; see derive).
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  params: ScryptParams = SCRYPT_PARAMS,
  rank = 0,
): Promise<boolean> {
  const match = stored ? FORMAT.exec(stored) : null;
  if (!match) {
    // The same work as a real check, so that the time taken does not tell whether the account exists.
    await derive(password, randomBytes(SALT_BYTES), params, rank);
    return false;
  }
  const expected = Buffer.from(match[5], 'base64url');
  const key = await derive(
    password,
    Buffer.from(match[4], 'base64url'),
    { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) },
    rank,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Why a new password is refused, in plain words; undefined when it will do. */
export function passwordProblem(password: string, again: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return `The password is too short: use at least ${PASSWORD_MIN_LENGTH} characters (a few unrelated words make a good one).`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password !== again) return 'The two passwords are not the same: type the same password in both fields.';
  return undefined;
}
