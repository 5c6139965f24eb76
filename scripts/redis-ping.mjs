#!/usr/bin/env node
// Exit 0 when a Redis answers PING at REDIS_URL (default redis://127.0.0.1:6379), else 1.
import { DEFAULT_REDIS_URL, pingRedis } from './lib/redis.mjs';

const url = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const ok = await pingRedis(url, 1500);
process.stdout.write(ok ? `Redis answers at ${url}\n` : `no Redis answers at ${url}\n`);
process.exit(ok ? 0 : 1);
