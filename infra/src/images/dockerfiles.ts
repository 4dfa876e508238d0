/**
 * The Dockerfile of each part (parts.ts), written by `npm run dockerfiles -w infra` into the part's
 * own folder (services/jobs/Dockerfile, mfe-jobs/Dockerfile, ...): one template, so that every image
 * is built the same way, and test/images.test.ts fails when a committed one differs from it.
 *
 * Node parts (the services and the gateway), three stages from the repository root as context:
 * 1. build: `npm ci` of the whole workspace (dev dependencies too), the part's Prisma client generated;
 * 2. prod: the part's workspace and the packages it imports alone, without dev dependencies
 *    (infra/docker/production-deps.mjs, then `npm install --omit=dev --omit=peer` from the lock file);
 * 3. runtime: node's slim image with those node_modules, the part's folder and the workspace
 *    packages it depends on (contracts, service-kit, ...), as the non-root user `node`, with a
 *    HEALTHCHECK on /healthz. The services run their TypeScript through tsx, as `npm start` does.
 * Static parts (the shell and the remotes): the bundle built in a node stage (`turbo run build
 * --filter`), then nginx-unprivileged (non-root, port 8080) serving it (infra/docker/static.nginx.conf).
 */
import type { NodePart, Part, StaticPart } from './parts.ts';

/** Debian 12 with Node 20.20 (the machines' Node); `docker build --build-arg NODE_IMAGE=...` to change. */
export const NODE_IMAGE = 'node:20.20.2-bookworm-slim';
export const NGINX_IMAGE = 'nginxinc/nginx-unprivileged:1.27.5-alpine';

const header = (part: Part) => `# syntax=docker/dockerfile:1
# ${part.dir} (${part.packageName} ${part.version}): written by \`npm run dockerfiles -w infra\` from
# infra/src/images/dockerfiles.ts; edit that, not this. Build from the repository root:
#   docker build -f ${part.dir}/Dockerfile -t phjobs/${part.name}:${part.version} .
`;

function nodeDockerfile(part: NodePart): string {
  const generate = part.prisma ? ` \\\n && npx turbo run generate --filter=${part.packageName}` : '';
  const copies = [...part.localDeps, part.dir].map((dir) => `COPY --from=prod --chown=root:root /repo/${dir} ${dir}`).join('\n');
  const metricsPort = part.name === 'gateway' ? ' 9464' : '';
  const env = part.name === 'gateway' ? `ENV NODE_ENV=production HOST=0.0.0.0 PORT=${part.port} METRICS_PORT=9464 SHELL_DIST=/shell DATA_DIR=/data` : `ENV NODE_ENV=production HOST=0.0.0.0 PORT=${part.port} DATA_DIR=/data`;
  return `${header(part)}
ARG NODE_IMAGE=${NODE_IMAGE}

# 1. The whole workspace installed (dev dependencies too)${part.prisma ? ", the Prisma client generated (no engine download: service-kit's generate wrapper)" : ''}.
FROM \${NODE_IMAGE} AS build
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund${generate}

# 2. The node_modules of ${part.dir} alone, without dev dependencies (versions from the lock file); tests left out.
FROM build AS prod
RUN node infra/docker/production-deps.mjs ${part.dir} \\
 && npm install --omit=dev --omit=peer --no-audit --no-fund \\
 && rm -rf ${[...part.localDeps, part.dir].map((dir) => `${dir}/test`).join(' ')}

# 3. What runs: node_modules, ${part.dir} and the workspace packages it imports, owned by root and
#    run as the unprivileged user node; only ${part.name === 'gateway' ? '/data and /shell are' : '/data is'} writable.
FROM \${NODE_IMAGE} AS runtime
${env}
WORKDIR /app
COPY --from=prod --chown=root:root /repo/package.json package.json
COPY --from=prod --chown=root:root /repo/node_modules node_modules
${copies}
RUN mkdir -p /data${part.name === 'gateway' ? ' /shell' : ''} && chown node:node /data${part.name === 'gateway' ? ' /shell' : ''}
USER node
EXPOSE ${part.port}${metricsPort}
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \\
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "${part.dir}/src/main.ts"]
`;
}

function staticDockerfile(part: StaticPart): string {
  const target = part.mount === '/' ? '/usr/share/nginx/html' : `/usr/share/nginx/html${part.mount.replace(/\/$/, '')}`;
  return `${header(part)}
ARG NODE_IMAGE=${NODE_IMAGE}
ARG NGINX_IMAGE=${NGINX_IMAGE}

# 1. The bundle: the whole workspace installed (webpack is a dev dependency), ${part.dir} built alone.
FROM \${NODE_IMAGE} AS build
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund \\
 && npx turbo run build --filter=${part.packageName}

# 2. nginx-unprivileged (user nginx, port 8080) serving it at ${part.mount}; no Node, no node_modules.
FROM \${NGINX_IMAGE} AS runtime
COPY infra/docker/static.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${part.dir}/dist ${target}${
    part.mount === '/'
      ? `
# /shell: where the compose file's one-off copy puts these files for the gateway (a named volume
# takes this folder's owner when first made, so user 101 may write it).
USER root
RUN mkdir -p /shell && chown 101:101 /shell`
      : ''
  }
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \\
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
`;
}

export function dockerfile(part: Part): string {
  return part.kind === 'node' ? nodeDockerfile(part) : staticDockerfile(part);
}
