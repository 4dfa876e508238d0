// The route table lives in packages/contracts (web-routes.ts): the gateway names and preloads pages by it too.
export { REMOTE_NAMES, ROUTE_TABLE, remoteFor, type RemoteName } from '@phjobs/contracts/web-routes';
