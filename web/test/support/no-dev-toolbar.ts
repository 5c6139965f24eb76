/**
 * web/src/site-status/dev-toolbar.ts for Jest, which cannot load its `import.meta.env.DEV`:
 * a production build's answer, no toolbar (DevToolbar.test.tsx mocks a development build's).
 */
export const LazyDevToolbar = null;
