// The site's service worker (spec 001 s8), registered from the root for the whole site
// (web/src/errors/service-worker.ts). It takes over at once and intercepts nothing: pages,
// the content API and the client bundle keep their own HTTP caching. It is where offline
// pages or push messages would go; until then it only has to install cleanly.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
