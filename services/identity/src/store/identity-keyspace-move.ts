import { KeyspaceMove, keyspaceOf, untaggedKeyspaceOf } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { IdentityRedis } from './identity-redis';

/**
 * Moves the keys the provider wrote before its keys had a hash tag (`bytewire:identity:...`)
 * to where it reads them now (IDENTITY_KEY_PREFIX), once. The start waits for the first try, so
 * that no sign-in or join runs before the accounts are where they are read (a join in that
 * moment would make a second account for an address); with Redis down that try fails within
 * the command budget and the move goes on in the background until it is done (KeyspaceMove).
 */
@Injectable()
export class IdentityKeyspaceMove implements OnModuleInit, OnModuleDestroy {
  private readonly move: KeyspaceMove;

  constructor(redis: IdentityRedis) {
    this.move = new KeyspaceMove(
      redis.client,
      untaggedKeyspaceOf('identity'),
      keyspaceOf('identity'),
      new Logger(IdentityKeyspaceMove.name),
    );
  }

  onModuleInit(): Promise<void> {
    return this.move.start();
  }

  onModuleDestroy(): void {
    this.move.stop();
  }
}
