// The discussion service's read API (Disqus 3.0's `users/listPosts`) for the browser suites:
// the newsletter proxy asks it for a reader's recent comments (the member area's Community
// tab). It answers every signed-on reader (`user=remote:{domain}-{id}`) with one comment on
// FAKE_COMMENT_STORY that quotes the user it was asked for, so a test sees that the proxy asked
// as the reader; it needs the forum and the public key the cluster was given.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_DISCUSSION_API_KEY = 'E2EPUBLICKEY0123456789';
export const FAKE_COMMENT_STORY = 'A story worth a word';

export interface FakeDiscussionApi {
  /** The API's base, as DISCUSSION_API_URL takes it. */
  url: string;
  stop: () => Promise<void>;
}

function answer(url: URL, forum: string): { status: number; json: unknown } {
  const user = url.searchParams.get('user') ?? '';
  if (url.pathname !== '/3.0/users/listPosts.json') {
    return { status: 404, json: { code: 1, response: 'Endpoint not valid' } };
  }
  if (url.searchParams.get('api_key') !== FAKE_DISCUSSION_API_KEY) {
    return { status: 400, json: { code: 5, response: 'Invalid API key' } };
  }
  if (url.searchParams.get('forum') !== forum || !user.startsWith('remote:')) {
    return { status: 400, json: { code: 2, response: "Invalid argument, 'user'" } };
  }
  const post = {
    id: '1001',
    raw_message: `First comment of ${user}`,
    createdAt: new Date(Date.now() - 3_600_000).toISOString().slice(0, 19),
    isDeleted: false,
    isSpam: false,
    isApproved: true,
    thread: { id: '9', title: FAKE_COMMENT_STORY, link: 'https://www.bytewire.example/a-story/' },
  };
  return { status: 200, json: { code: 0, cursor: { more: false }, response: [post] } };
}

/** Starts the fake on a free loopback port for the discussion service `forum`. */
export async function startFakeDiscussionApi(forum: string): Promise<FakeDiscussionApi> {
  const server: Server = createServer((request, response) => {
    const { status, json } = answer(new URL(request.url ?? '/', 'http://fake'), forum);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/3.0`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
