// What the container suite's global setup leaves for its specs (test-output/containers).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const STACK_FILE = 'stack.json';
export const NO_ENGINE =
  'no container engine answers (podman info, docker info): install podman (docs/operations.md, "Containers")';

export interface Stack {
  engine: 'podman' | 'docker';
  nodeImage: string;
  /** scripts/lib/containers.mjs's APP_LAYERS_BUDGET_BYTES: each image's application layers. */
  appLayersBudgetBytes: number;
  images: Record<
    string,
    { image: string; total: number; base: number; app: number; buildSeconds: number }
  >;
  readySeconds: Record<string, number>;
  ports: Record<string, number>;
}

/** Why the suite skips (no engine answered), or undefined. */
export const skipReason = (): string | undefined => process.env.CONTAINERS_SKIP;

/** The running stack, as the global setup left it. */
export function readStack(): Stack {
  const file = path.resolve(__dirname, '../../test-output/containers', STACK_FILE);
  return JSON.parse(readFileSync(file, 'utf8')) as Stack;
}
