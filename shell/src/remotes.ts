/**
 * Runtime remote loading. No remote URL is baked into the build: the manifests come from
 * /config.json and are registered with `registerRemotes`. A remote that fails to load turns into a
 * fallback module (the `errorLoadRemote` hook), so its area shows the error screen with 'retry'
 * while the header and the other remotes keep working.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageData } from '@phjobs/web-core/page-data';
import type { RemoteModule } from './remoteApp';
import type { RemoteName } from './routeTable';
import { createFallbackApp } from './RemoteFallback';
import { shortCause, type ShellConfig } from './remoteConfig';


let config: ShellConfig | null = null;
/** Remotes whose last load failed: the runtime keeps broken state for them, so they are registered afresh. */
const failed = new Set<string>();

function remoteNameOf(id: string | undefined): string {
  return (id ?? '').split('/')[0] || 'remote';
}

/** Registers the remotes named by the config, and the fallback plugin, once. */
export function setupRemotes(shellConfig: ShellConfig): void {
  if (config) return;
  config = shellConfig;
  registerPlugins([
    {
      name: 'phjobs-remote-fallback',
      // The route's manifest came with the page (the gateway inlines it): answered without a fetch.
      fetch(url) {
        const manifests = pageData().manifests ?? {};
        const absolute = new URL(url, window.location.href).href;
        const key = Object.keys(manifests).find((entry) => entry === url || new URL(entry, window.location.href).href === absolute);
        if (key === undefined) return undefined;
        const manifest = manifests[key];
        delete manifests[key]; // once: a retry fetches it afresh
        return Promise.resolve(new Response(JSON.stringify(manifest), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      },
      errorLoadRemote(args) {
        // The final 'onLoad' stage of loadRemote: answer with a module whose App is the error screen.
        // (Earlier stages expect other shapes; leaving them unanswered lets the error reach 'onLoad'.)
        failed.add(remoteNameOf(args.id));
        if (args.lifecycle !== 'onLoad') return undefined;
        console.error(`[shell] remote ${args.id} failed to load`, args.error);
        return { default: createFallbackApp(remoteNameOf(args.id), shortCause(args.error)) } satisfies RemoteModule;
      },
    },
  ]);
  registerRemotes(
    (Object.entries(shellConfig.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry })),
  );
}

const isRemoteModule = (value: unknown): value is RemoteModule =>
  !!value && typeof value === 'object' && 'default' in value && typeof value.default === 'function';

/**
 * Loads `<name>/App`. With `fresh` (retry), or after an earlier failure, the remote is registered
 * again first (`force`), which drops the runtime's cached manifest and entry, so it really fetches
 * again.
 */
export async function loadRemoteApp(name: RemoteName, fresh: boolean): Promise<RemoteModule> {
  if (!config) throw new Error('Remotes are not configured yet');
  if (fresh || failed.has(name)) {
    failed.delete(name);
    registerRemotes([{ name, entry: config.remotes[name] }], { force: true });
  }
  const mod = await loadRemote<unknown>(`${name}/App`);
  if (isRemoteModule(mod)) return mod;
  throw new Error(`The ${name} remote exposes no App component`);
}
