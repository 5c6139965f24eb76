import { Inject, Injectable } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, MinLength } from 'class-validator';
import {
  BaseEnv,
  camelCaseName,
  EnvConfig,
  envConfigProvider,
  VALIDATED_ENV,
  validateEnv,
} from '../src';
import { createTestApp } from './support';

class ServiceEnv extends BaseEnv {
  @MinLength(16)
  @IsString()
  SERVICE_API_KEY!: string;

  @IsUrl({ require_tld: false })
  PUBLIC_URL: string = 'http://localhost:3000/';

  @IsInt()
  @Type(() => Number)
  PAGE_CACHE_STALE_IF_ERROR_S: number = 60;

  @IsOptional()
  @IsString()
  UPSTREAM_URL?: string;
}

class ServiceConfig extends EnvConfig<ServiceEnv>() {
  readonly publicOrigin = new URL(this.publicUrl).origin;
}

const validate = validateEnv(ServiceEnv);
const KEY = 'a-service-api-key-0123';

describe('camelCaseName', () => {
  it.each([
    ['PORT', 'port'],
    ['SITE_ID', 'siteId'],
    ['CONTENT_API_URL', 'contentApiUrl'],
    ['PAGE_CACHE_STALE_IF_ERROR_S', 'pageCacheStaleIfErrorS'],
    ['OIDC_2FA_URL', 'oidc2faUrl'],
  ])('%s → %s', (name, camel) => {
    expect(camelCaseName(name)).toBe(camel);
  });
});

describe('EnvConfig', () => {
  it('holds every validated variable under its camel-case name, defaults applied', () => {
    const config = new ServiceConfig(validate({ SERVICE_API_KEY: KEY, PORT: '3100' }));
    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      siteId: 'bytewire',
      serviceApiKey: KEY,
      publicUrl: 'http://localhost:3000/',
      pageCacheStaleIfErrorS: 60,
      publicOrigin: 'http://localhost:3000',
    });
    expect(config.upstreamUrl).toBeUndefined();
    expect(config).not.toHaveProperty('SERVICE_API_KEY');
  });

  it('is read-only', () => {
    const config = new ServiceConfig(validate({ SERVICE_API_KEY: KEY }));
    expect(() => {
      (config as { siteId: string }).siteId = 'other';
    }).toThrow(TypeError);
  });
});

@Injectable()
class Reader {
  constructor(
    readonly config: ServiceConfig,
    @Inject(VALIDATED_ENV) readonly env: ServiceEnv,
  ) {}
}

describe('envConfigProvider', () => {
  it('provides the configuration of the environment the app was created with, frozen', async () => {
    const app = await createTestApp({
      envClass: ServiceEnv,
      env: { SERVICE_API_KEY: KEY, PUBLIC_URL: 'https://example.com/x' },
      providers: [envConfigProvider(ServiceConfig), Reader],
    });
    try {
      const { config, env } = app.get(Reader);
      expect(config).toBeInstanceOf(ServiceConfig);
      expect(Object.isFrozen(config)).toBe(true);
      expect(config.publicOrigin).toBe('https://example.com');
      expect(env).toBeInstanceOf(ServiceEnv);
      expect(env.SERVICE_API_KEY).toBe(KEY);
    } finally {
      await app.close();
    }
  });

  it('stops the start-up with the message of a check across variables', async () => {
    const check = (env: ServiceEnv): ServiceConfig => {
      if (env.UPSTREAM_URL === env.PUBLIC_URL) {
        throw new Error('Invalid environment: UPSTREAM_URL must differ from PUBLIC_URL');
      }
      return new ServiceConfig(env);
    };
    await expect(
      createTestApp({
        envClass: ServiceEnv,
        env: { SERVICE_API_KEY: KEY, PUBLIC_URL: 'http://a/', UPSTREAM_URL: 'http://a/' },
        providers: [envConfigProvider(ServiceConfig, check)],
      }),
    ).rejects.toThrow('Invalid environment: UPSTREAM_URL must differ from PUBLIC_URL');
  });

  it('still names a bad variable before any configuration is made', async () => {
    await expect(
      createTestApp({ envClass: ServiceEnv, providers: [envConfigProvider(ServiceConfig)] }),
    ).rejects.toThrow('Invalid environment: SERVICE_API_KEY is required');
  });
});
