// The container engine, the Node base image and the services' images, for the container suite
// (tests/containers): finds podman or docker, makes sure a Node base is
// there (the official one, or one made offline from Debian's packages when it cannot be pulled),
// builds each service's image from deploy/docker/Dockerfile and measures it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, SERVICES } from './cluster.mjs';

/** The official base real users build on (the Dockerfile's default NODE_IMAGE). */
export const DEFAULT_NODE_IMAGE = 'node:20-bookworm-slim';
/** The base made here from Debian's packages when the default cannot be pulled. */
export const DEBIAN_NODE_IMAGE = 'localhost/bytewire-node-base:debian';
/** The PATH of Debian's root filesystems (and of the official images). */
const DEBIAN_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** The system's CA bundle (Debian's path), copied into the base made here. */
const HOST_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
/** Each image's application layers (everything above the base) stay within this. */
export const APP_LAYERS_BUDGET_BYTES = 120 * 1000 * 1000;
/** The tag the suite's images get: bytewire/<service>:<tag>. */
export const TEST_TAG = 'test';

const say = (msg) => process.stdout.write(`[containers] ${msg}\n`);

function run(cmd, args, { quiet = false, timeoutMs = 600_000 } = {}) {
  const result = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    stdio: quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'],
  });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** `podman` or `docker`, whichever answers `info` (podman first), or null. */
export function findEngine() {
  for (const engine of [process.env.CONTAINER_ENGINE, 'podman', 'docker'].filter(Boolean)) {
    const probe = spawnSync(engine, ['info'], { timeout: 20_000, stdio: 'ignore' });
    if (probe.status === 0) return engine;
  }
  return null;
}

export function imageExists(engine, image) {
  return run(engine, ['image', 'inspect', image], { quiet: true }).status === 0;
}

/**
 * An image the suite needs that it does not build from this repo: `override` when set, else
 * `official` if it is here or can be pulled, else `made` (here already, or made now from
 * Debian's packages by `recipe`, see importDebianRootfs).
 */
function ensureImage(engine, { override, official, made, recipe }) {
  if (override) return override;
  if (imageExists(engine, official)) return official;
  if (imageExists(engine, made)) return made;
  const pulled = run(engine, ['pull', '--quiet', `docker.io/library/${official}`], {
    quiet: true,
    timeoutMs: 120_000,
  });
  if (pulled.status === 0) return official;
  say(`${official} cannot be pulled: making ${made} from Debian's packages`);
  importDebianRootfs(engine, recipe, made);
  return made;
}

/**
 * The Node base to build on: NODE_IMAGE, the official image, or one made from Debian's
 * packages (trixie: Node 20.19, npm 9) trusting the system's CA bundle, so that npm reaches
 * the registry during a build.
 */
export function ensureNodeBase(engine) {
  return ensureImage(engine, {
    override: process.env.NODE_IMAGE,
    official: DEFAULT_NODE_IMAGE,
    made: DEBIAN_NODE_IMAGE,
    recipe: {
      suite: 'trixie',
      include: 'ca-certificates,nodejs,npm',
      // This machine's trust (a registry reached through a proxy of its own, say).
      hooks: [`cp ${HOST_CA_BUNDLE} "$1${HOST_CA_BUNDLE}"`],
      changes: [`ENV NODE_EXTRA_CA_CERTS=${HOST_CA_BUNDLE}`, 'CMD ["node"]'],
    },
  });
}

/** The Redis image docker-compose.yml runs by default. */
export const DEFAULT_REDIS_IMAGE = 'redis:7-alpine';
/** The Redis image made here from Debian's packages when the default cannot be pulled. */
export const DEBIAN_REDIS_IMAGE = 'localhost/bytewire-redis:debian';

/**
 * The Redis image for the compose file's two Redis: REDIS_IMAGE, the official image, or one
 * made from Debian's redis-server (bookworm: Redis 7.0 with redis-cli), running as the
 * package's `redis` user (999, as in the official image) in /data.
 */
export function ensureRedisImage(engine) {
  return ensureImage(engine, {
    override: process.env.REDIS_IMAGE,
    official: DEFAULT_REDIS_IMAGE,
    made: DEBIAN_REDIS_IMAGE,
    recipe: {
      suite: 'bookworm',
      include: 'redis-server',
      hooks: [
        // The official image's user, 999 (the manifests run Redis as 999), owning /data: a new
        // volume mounted there takes its owner.
        'chroot "$1" groupmod -g 999 redis && chroot "$1" usermod -u 999 -g 999 redis',
        'mkdir -p "$1/data" && chroot "$1" chown redis:redis /data',
        `install -m 755 ${path.join(ROOT, 'deploy/podman/redis-entrypoint.sh')} "$1/usr/local/bin/docker-entrypoint.sh"`,
      ],
      changes: [
        'USER redis',
        'WORKDIR /data',
        'EXPOSE 6379',
        'ENTRYPOINT ["docker-entrypoint.sh"]',
        'CMD ["redis-server"]',
      ],
    },
  });
}

/**
 * Makes a minimal Debian root filesystem with mmdebstrap (the given packages, no manuals, docs
 * or translations, customize hooks run with the root as $1) and imports it as `image`.
 */
function importDebianRootfs(engine, { suite, include, hooks, changes }, image) {
  const dir = mkdtempSync(path.join(tmpdir(), 'debian-rootfs-'));
  try {
    const tar = path.join(dir, 'rootfs.tar');
    const made = run('mmdebstrap', [
      '--quiet',
      '--variant=minbase',
      `--include=${include}`,
      // What a container never reads: manuals, docs and translations.
      '--dpkgopt=path-exclude=/usr/share/man/*',
      '--dpkgopt=path-exclude=/usr/share/doc/*',
      '--dpkgopt=path-exclude=/usr/share/locale/*',
      ...hooks.map((hook) => `--customize-hook=${hook}`),
      suite,
      tar,
    ]);
    if (made.status !== 0) throw new Error('mmdebstrap failed (is it installed?)');
    // An imported file system has no environment, PATH included: `podman run` supplies a
    // default, `podman kube play` does not.
    const imported = run(engine, [
      'import',
      ...[`ENV PATH=${DEBIAN_PATH}`, ...changes].flatMap((change) => ['--change', change]),
      tar,
      image,
    ]);
    if (imported.status !== 0) throw new Error(`${engine} import of ${image} failed`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const imageOf = (service, tag = TEST_TAG) => `localhost/bytewire/${service}:${tag}`;

/**
 * Builds each service's image (the shared stages are built once and cached by the engine).
 * Returns the seconds each build took, by service.
 */
export function buildImages(engine, nodeImage, services = SERVICES, tag = TEST_TAG) {
  const seconds = {};
  for (const service of services) {
    const started = Date.now();
    const args = ['build', '--network=host', '--build-arg', `NODE_IMAGE=${nodeImage}`];
    // podman keeps HEALTHCHECK only in Docker's image format.
    if (engine === 'podman') args.push('--format', 'docker', '--layers');
    args.push('-f', 'deploy/docker/Dockerfile', '--target', service, '-t', imageOf(service, tag));
    args.push('.');
    const built = run(engine, args, { quiet: true, timeoutMs: 1_800_000 });
    if (built.status !== 0) {
      process.stderr.write(built.stdout.slice(-20_000) + built.stderr.slice(-20_000));
      throw new Error(`the ${service} image did not build`);
    }
    seconds[service] = (Date.now() - started) / 1000;
    say(`built ${imageOf(service, tag)} in ${seconds[service].toFixed(0)} s`);
  }
  return seconds;
}

/** The image's size, its base's, and the difference: the application layers. */
export function imageSize(engine, image, baseImage) {
  const size = (name) =>
    Number(
      run(engine, ['image', 'inspect', '--format', '{{.Size}}', name], { quiet: true }).stdout,
    );
  const total = size(image);
  const base = size(baseImage);
  return { total, base, app: total - base };
}

export const containerName = (service) => `bytewire-ct-${service}`;

/**
 * A launcher for startCluster (scripts/lib/cluster.mjs): runs a service's image in the
 * foreground (the engine's process stands for the service: its output is the service's,
 * SIGTERM to it reaches the service) on the host's network, as the image's non-root user, with
 * a read-only root filesystem, no capabilities and no privilege gain. The environment goes by
 * name (`-e NAME`), so multi-line values (the signing key) pass intact.
 */
export function containerLauncher(engine, tag = TEST_TAG) {
  return (service, env) => {
    const names = Object.keys(env).filter((name) => name !== 'PATH' && name !== 'HOME');
    // Not --rm: a stopped container keeps its exit code for the suite (removeContainers after).
    const args = [
      'run',
      '--name',
      containerName(service),
      '--network=host',
      '--read-only',
      '--cap-drop=ALL',
      '--security-opt=no-new-privileges',
      ...names.flatMap((name) => ['-e', name]),
    ];
    // No systemd here to run podman's healthcheck timer: checks run on demand (healthcheck run).
    if (engine === 'podman') args.push('--health-interval=disable');
    args.push(imageOf(service, tag));
    return spawn(engine, args, {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };
}

/** Removes the suite's containers left by an earlier run that was cut short. */
export function removeContainers(engine, services = SERVICES) {
  for (const service of services) {
    run(engine, ['rm', '--force', containerName(service)], { quiet: true });
  }
}

/**
 * The Compose command beside the engine, as argv: `docker compose` with docker; with podman,
 * Debian's `podman-compose`, else `podman compose` (podman 4.7+, which calls a provider).
 * Null when none answers `version`.
 */
export function findCompose(engine) {
  const candidates =
    engine === 'docker' ? [['docker', 'compose']] : [['podman-compose'], ['podman', 'compose']];
  for (const argv of candidates) {
    const probe = spawnSync(argv[0], [...argv.slice(1), 'version'], {
      timeout: 20_000,
      stdio: 'ignore',
    });
    if (probe.status === 0) return argv;
  }
  return null;
}

/**
 * The names of a Compose project's containers for one service, from the labels both docker
 * compose and podman-compose put on them (their naming schemes differ).
 */
export function composeContainers(engine, project, service) {
  const listed = run(
    engine,
    [
      'ps',
      '--all',
      '--filter',
      `label=com.docker.compose.project=${project}`,
      '--filter',
      `label=com.docker.compose.service=${service}`,
      '--format',
      '{{.Names}}',
    ],
    { quiet: true },
  );
  return listed.stdout.split('\n').filter(Boolean);
}
