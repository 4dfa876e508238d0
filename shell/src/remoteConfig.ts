import { pageData } from '@phjobs/web-core/page-data';
import { REMOTE_NAMES, type RemoteName } from './routeTable';

/** `/config.json`, served by the gateway: where each remote's manifest lives, and the maps key. */
export type ShellConfig = {
  remotes: Record<RemoteName, string>;
  googleMapsApiKey: string | null;
};

/** Validates the runtime config; throws a readable error when it is unusable. */
export function parseShellConfig(value: unknown): ShellConfig {
  if (!value || typeof value !== 'object' || !('remotes' in value) || !value.remotes || typeof value.remotes !== 'object') {
    throw new Error('config.json has no "remotes"');
  }
  const given = value.remotes as Record<string, unknown>;
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const entry = given[name];
    if (typeof entry !== 'string' || !entry) throw new Error(`config.json names no manifest for the "${name}" remote`);
    remotes[name] = entry;
  }
  const key = 'googleMapsApiKey' in value && typeof value.googleMapsApiKey === 'string' && value.googleMapsApiKey ? value.googleMapsApiKey : null;
  return { remotes, googleMapsApiKey: key };
}

/** The runtime config: from the page when the gateway put it there (no round trip), else `/config.json`. */
export async function fetchShellConfig(url = '/config.json'): Promise<ShellConfig> {
  const inPage = pageData().config;
  if (inPage) return parseShellConfig(inPage);
  let res: Response;
  try {
    res = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    throw new Error('Could not reach the server to read config.json.');
  }
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new Error('config.json is not valid JSON');
  }
  return parseShellConfig(body);
}

/** A short cause for the error screen out of a Module Federation error ("... #RUNTIME-003 args: {...}"). */
export function shortCause(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const firstLine = raw.split('\n')[0] ?? raw;
  const cleaned = firstLine
    .replace(/^\s*\[\s*Federation Runtime\s*\]\s*:?\s*/i, '')
    .replace(/\s*#RUNTIME-\d+.*$/i, '')
    .replace(/\s*args:.*$/i, '')
    .trim();
  return cleaned || 'Unknown error';
}
