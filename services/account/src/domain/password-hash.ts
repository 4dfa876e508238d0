import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id, 19 MiB, 2 passes, 1 lane: OWASP's minimum. Costly on purpose: seeds hash one password
 * once and reuse the hash. verify() reads the parameters from the stored hash, so they can grow.
 */
const OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }; // the algorithm defaults to argon2id (a test checks)

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. With no stored hash (unknown e-mail) it still runs one
 * verification against a dummy hash, so that the answer takes about as long either way.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no such user, but spend the same time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
