/**
 * ioredis clients that send each command through a CommandGuard (its circuit breaker and error
 * count: see redis-breaker.ts), whoever sent it: plain commands, pipelines, transactions and
 * scripts all go through `sendCommand`. One Redis, or a Redis Cluster.
 */
import {
  Cluster,
  type ClusterNode,
  type ClusterOptions,
  type Command,
  Redis,
  type RedisOptions,
} from 'ioredis';
import { sendGuarded, type CommandGuard } from './redis-breaker';

type SendCommand = (command: Command, ...rest: unknown[]) => unknown;

export class GuardedRedis extends Redis {
  constructor(
    url: string,
    options: RedisOptions & { replyMapping?: 'legacy' },
    private readonly guard: CommandGuard,
  ) {
    super(url, options);
  }

  override sendCommand(command: Command, ...rest: unknown[]): unknown {
    // The rest (the stream, a pipeline's node) is ioredis's own business: passed on as it is.
    return sendGuarded(this.guard, command, () =>
      (super.sendCommand as SendCommand)(command, ...rest),
    );
  }
}

export class GuardedCluster extends Cluster {
  constructor(
    nodes: ClusterNode[],
    options: ClusterOptions & { redisOptions?: { replyMapping?: 'legacy' } },
    private readonly guard: CommandGuard,
    /** The commands' budget, from the moment they are sent: see sendCommand. */
    private readonly commandTimeoutMs: number,
  ) {
    super(nodes, options);
  }

  override sendCommand(command: Command, ...rest: unknown[]): unknown {
    // A node's commandTimeout starts once the command reaches the node: a command held in the
    // Cluster's offline queue (no node reachable) would wait without a bound.
    command.setTimeout(this.commandTimeoutMs);
    return sendGuarded(this.guard, command, () =>
      (super.sendCommand as SendCommand)(command, ...rest),
    );
  }
}
