// Shared Jest settings for every package: TypeScript through ts-jest (transpile only, the
// type check is the `typecheck` target), and the workspace libs mapped to their sources so
// that tests never depend on a stale build.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/test/**/*.test.ts',
    '<rootDir>/test/**/*.test.tsx',
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/src/**/*.test.tsx',
  ],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: path.join(__dirname, 'tsconfig.jest.json'), diagnostics: false },
    ],
    // ES-module-only packages, compiled to CommonJS like the sources, since Jest cannot load ES
    // modules here (Node runs them itself): content-disposition (under @bull-board/fastify's
    // @fastify/static, the warmer's dashboard),
    // jose (access tokens checked by the newsletter proxy), altcha-lib (the email share captcha,
    // solved in the site's tests).
    '/node_modules/((.+/)?content-disposition|jose|altcha-lib)/.+\\.js$': [
      'ts-jest',
      {
        tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', sourceMap: false },
        diagnostics: false,
      },
    ],
  },
  // Every package but those, wherever npm nested them.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|jose|altcha-lib)/).*/node_modules/',
  ],
  moduleNameMapper: {
    // The GrowthBook engine of @bytewire/experiments (Node only: it loads the SDK's helpers).
    '^@bytewire/experiments/engine$': path.join(__dirname, 'libs/experiments/src/engine/index.ts'),
    // The Node-only entry of @bytewire/media (node:crypto).
    '^@bytewire/media/node$': path.join(__dirname, 'libs/media/src/node.ts'),
    // The consent and analytics modules of @bytewire/site, apart so that the browser bundle
    // splits them off.
    '^@bytewire/site/(consent|analytics)$': path.join(__dirname, 'libs/site/src/$1.ts'),
    '^@bytewire/(site|routes|contracts|service-kit|content-client|ssr-contract|media|article-text|vanity|experiments|page-cache|outbox|http-client)$':
      path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testTimeout: 30000,
  reporters: ['default', path.join(__dirname, 'scripts/jest-summary-reporter.cjs')],
};
