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
 * The Node base to build on: NODE_IMAGE when set, else the official image if it is here or can
 * be pulled, else one made from Debian's packages (trixie: Node 20.19, npm 9) with mmdebstrap
 * and imported, trusting the system's CA bundle so npm reaches the registry during a build.
 */
export function ensureNodeBase(engine) {
  if (process.env.NODE_IMAGE) return process.env.NODE_IMAGE;
  if (imageExists(engine, DEFAULT_NODE_IMAGE)) return DEFAULT_NODE_IMAGE;
  if (imageExists(engine, DEBIAN_NODE_IMAGE)) return DEBIAN_NODE_IMAGE;
  const pulled = run(engine, ['pull', '--quiet', `docker.io/library/${DEFAULT_NODE_IMAGE}`], {
    quiet: true,
    timeoutMs: 120_000,
  });
  if (pulled.status === 0) return DEFAULT_NODE_IMAGE;
  say(`${DEFAULT_NODE_IMAGE} cannot be pulled: making ${DEBIAN_NODE_IMAGE} from Debian's packages`);
  const dir = mkdtempSync(path.join(tmpdir(), 'node-base-'));
  try {
    const tar = path.join(dir, 'rootfs.tar');
    const made = run('mmdebstrap', [
      '--quiet',
      '--variant=minbase',
      '--include=ca-certificates,nodejs,npm',
      // What a container never reads: manuals, docs and translations.
      '--dpkgopt=path-exclude=/usr/share/man/*',
      '--dpkgopt=path-exclude=/usr/share/doc/*',
      '--dpkgopt=path-exclude=/usr/share/locale/*',
      // This machine's trust (a registry reached through a proxy of its own, say).
      `--customize-hook=cp ${HOST_CA_BUNDLE} "$1${HOST_CA_BUNDLE}"`,
      'trixie',
      tar,
    ]);
    if (made.status !== 0) throw new Error('mmdebstrap failed (is it installed?)');
    const imported = run(engine, [
      'import',
      '--change',
      'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
      '--change',
      'CMD ["node"]',
      tar,
      DEBIAN_NODE_IMAGE,
    ]);
    if (imported.status !== 0) throw new Error(`${engine} import failed`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return DEBIAN_NODE_IMAGE;
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
