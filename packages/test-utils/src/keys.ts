import { generateKeys, type Keys } from '@phjobs/service-kit/auth';

/** An ephemeral ES256 key pair, as the account service signs with and every service verifies with. */
export const testKeys = (): Required<Keys> => generateKeys();
