import type { ComponentType } from 'react';

/** What a remote exposes as `./App`: its routes under the basename the shell gives it. */
export type RemoteAppProps = { basename?: string };
export type RemoteApp = ComponentType<RemoteAppProps>;
export type RemoteModule = { default: RemoteApp };
