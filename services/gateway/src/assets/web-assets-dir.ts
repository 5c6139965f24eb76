import { statSync } from 'node:fs';
import path from 'node:path';
import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The web build's client bundle in the monorepo (what render serves at /assets/), found from
 * the gateway package: `__dirname` is `src/assets` under ts-jest and `dist/assets` once built,
 * and the gateway image keeps the same layout (/app/services/gateway, /app/web).
 */
export const DEFAULT_WEB_ASSETS_DIR = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'web',
  'dist',
  'client',
  'assets',
);

export function isDirectory(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** An env variable naming a directory that exists when the service starts. */
export function IsExistingDirectory(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isExistingDirectory',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isDirectory(value),
        defaultMessage: buildMessage(
          (each) => `${each}$property must name an existing directory`,
          options,
        ),
      },
    },
    options,
  );
}
