import { isRecord } from '@bytewire/contracts';
import { Injectable } from '@nestjs/common';
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import { randomBytes } from 'node:crypto';
import { IDENTITY_KEY_PREFIX, IdentityRedis } from '../store/identity-redis';
import type { SocialChecks } from './social-clients';
import type { SocialIdentity } from './social-identity';
import { isSocialNetworkId, type SocialNetworkId } from './social-networks';

/** A trip to a network and back, and a new reader's terms step, each last ten minutes. */
export const SOCIAL_FLOW_TTL_S = 10 * 60;
/** openid-client's random values (state, nonce, verifier) and ours: base64url of 32 bytes. */
const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const stateKey = (state: string) => `${IDENTITY_KEY_PREFIX}social-state:${state}`;
const joinKey = (id: string) => `${IDENTITY_KEY_PREFIX}social-join:${id}`;

/** One redirect to a network: which interaction it belongs to and what its answer must match. */
export interface SocialTrip extends SocialChecks {
  network: SocialNetworkId;
  /** The sign-in (oidc-provider interaction) the reader left from. */
  uid: string;
}

/** A new reader back from a network, waiting to accept the terms. */
export interface PendingJoin {
  uid: string;
  identity: SocialIdentity;
}

function parsed(json: string | null): Record<string, unknown> | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function tripFrom(json: string | null): SocialTrip | undefined {
  const trip = parsed(json);
  if (!trip || !isSocialNetworkId(trip.network)) return undefined;
  const { network, uid, state, nonce, verifier } = trip;
  if (
    typeof uid !== 'string' ||
    typeof state !== 'string' ||
    typeof nonce !== 'string' ||
    typeof verifier !== 'string'
  ) {
    return undefined;
  }
  return { network, uid, state, nonce, verifier };
}

/**
 * The state of social sign-ins in Redis: the checks of each redirect, found by its `state` and
 * spent on the way back (a replayed answer finds nothing), and new readers between the network
 * and the terms, found by a random id bound to their interaction.
 */
@Injectable()
export class SocialFlows {
  constructor(private readonly redis: IdentityRedis) {}

  async begin(network: SocialNetworkId, uid: string): Promise<SocialTrip> {
    const trip: SocialTrip = {
      network,
      uid,
      state: randomState(),
      nonce: randomNonce(),
      verifier: randomPKCECodeVerifier(),
    };
    await this.redis.client.set(
      stateKey(trip.state),
      JSON.stringify(trip),
      'EX',
      SOCIAL_FLOW_TTL_S,
    );
    return trip;
  }

  /** The trip a `state` names, still unspent: the callback learns where to send the reader. */
  async peek(state: unknown): Promise<SocialTrip | undefined> {
    if (typeof state !== 'string' || !RANDOM_TOKEN.test(state)) return undefined;
    return tripFrom(await this.redis.client.get(stateKey(state)));
  }

  /** The trip a `state` names, spent. */
  async take(state: unknown): Promise<SocialTrip | undefined> {
    if (typeof state !== 'string' || !RANDOM_TOKEN.test(state)) return undefined;
    return tripFrom(await this.redis.client.getdel(stateKey(state)));
  }

  /** Keeps a new reader until the terms are accepted; answers the id the terms form carries. */
  async holdJoin(join: PendingJoin): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.client.set(joinKey(id), JSON.stringify(join), 'EX', SOCIAL_FLOW_TTL_S);
    return id;
  }

  /** The new reader an id names, for the interaction `uid` only. */
  async pendingJoin(id: unknown, uid: string): Promise<PendingJoin | undefined> {
    if (typeof id !== 'string' || !RANDOM_TOKEN.test(id)) return undefined;
    const join = parsed(await this.redis.client.get(joinKey(id)));
    const identity = join?.identity as SocialIdentity | undefined;
    if (join?.uid !== uid || typeof identity?.subject !== 'string') return undefined;
    if (!isSocialNetworkId(identity.network) || typeof identity.email !== 'string')
      return undefined;
    return { uid, identity };
  }

  async dropJoin(id: string): Promise<void> {
    await this.redis.client.del(joinKey(id));
  }
}
