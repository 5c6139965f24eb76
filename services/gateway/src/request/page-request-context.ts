/**
 * The context of one page request (issue 28, point 2): what the gateway reads of the reader's
 * request (cookies, query, edition, device, restricted state, crawler decision), worked out once, and what each
 * step decided (experiments decision, vanity outcome, page-cache variant), kept for the steps
 * after it. The pages controller makes it once the path is known to be forwardable; every step
 * of the page path (edge → vanity and experiments → page cache → render) then reads it instead
 * of the raw headers. Each reading is made on first use (a page that asks for no decision, no
 * vanity lookup and no cache never parses its cookies) and kept.
 *
 * It rides on the request as `request.pageContext`: a fastify request decorator declared with
 * a null start value (PageRequestContextDecorator) so that every request has the same shape,
 * and set by the pages controller; null on every request that is no page.
 */
import {
  COUNTRY_HEADER,
  DEVICE_COOKIE,
  DEVICE_COOKIE_ALIAS,
  DEVICE_HEADER,
  deviceFrom,
  EDITION_COOKIE,
  EDITION_HEADER,
  isRestrictedRegion,
  isSeamlessExcludedCrawler,
  preferredEditionFrom,
  REGION_HEADER,
  type Device,
} from '@bytewire/site';
import type { PageVariant } from '@bytewire/page-cache';
import type { VanityDecision } from '@bytewire/vanity';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ForwardablePath } from '../edge/forwardable-path';
import { siteCookiesOf, withSetCookies } from '../cookies/site-cookie-headers';
import type { DecisionHeaders } from '../experiments/decision-headers';
import { single } from './first-value';
import { cookiesOf, type RequestCookies } from './request-cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The page request's context (see PageRequestContext); null on any other request. */
    pageContext: PageRequestContext | null;
  }
}

/** A step's outcome, filled once by that step and read by the steps after it. */
class Slot<T> {
  private filled = false;
  private held: T | undefined;

  constructor(private readonly name: string) {}

  get value(): T {
    if (!this.filled) throw new Error(`page request context: ${this.name} read before it was made`);
    return this.held as T;
  }

  fill(value: T): T {
    if (this.filled) throw new Error(`page request context: ${this.name} made twice`);
    this.filled = true;
    this.held = value;
    return value;
  }
}

export class PageRequestContext {
  /** The request id, for the upstream calls' logs and headers. */
  readonly requestId: string;
  readonly method: string;
  /** The path and query as checked (see forwardablePath): what the steps decide on. */
  readonly target: ForwardablePath;

  private readonly request: FastifyRequest;
  private parsedQuery: URLSearchParams | undefined;
  private resolvedEdition: string | undefined;
  private resolvedDevice: Device | undefined;
  private crawlerDecision: boolean | undefined;
  private readonly experimentsSlot = new Slot<DecisionHeaders>('the experiments decision');
  private readonly vanitySlot = new Slot<VanityDecision>('the vanity outcome');
  private readonly variantSlot = new Slot<PageVariant | undefined>('the page-cache variant');

  constructor(request: FastifyRequest, target: ForwardablePath) {
    this.request = request;
    this.requestId = request.id;
    this.method = request.method;
    this.target = target;
  }

  /**
   * The request's context, made on the first call and attached to the request; later calls
   * return that one.
   */
  static of(request: FastifyRequest, target: ForwardablePath): PageRequestContext {
    request.pageContext ??= new PageRequestContext(request, target);
    return request.pageContext;
  }

  /** The target's query (without the sign-in's credential parameters), parsed. */
  get query(): URLSearchParams {
    return (this.parsedQuery ??= new URLSearchParams(this.target.query));
  }

  /** The Cookie header, parsed once for the whole request (cookiesOf); `{}` without one. */
  get cookies(): RequestCookies {
    return cookiesOf(this.request);
  }

  /** A request header's (first) value, as received; `name` in lower case. */
  header(name: string): string | undefined {
    return single(this.request.headers[name]);
  }

  /** The User-Agent header, as received. */
  get userAgent(): string | undefined {
    return this.header('user-agent');
  }

  /** The CDN's edition header, as received (render validates it). */
  get editionHeader(): string | undefined {
    return this.header(EDITION_HEADER);
  }

  /** The CDN's device header, as received. */
  get deviceHeader(): string | undefined {
    return this.header(DEVICE_HEADER);
  }

  /**
   * The preferred edition by the web app's rule (`preferredEditionFrom` of @bytewire/site: the
   * query's edition parameters, the edition cookie, the CDN's header, else the default): the
   * edition render will show, for the vanity lookup, the experiments decision and the page
   * cache alike.
   */
  get edition(): string {
    return (this.resolvedEdition ??= preferredEditionFrom({
      query: this.query,
      cookie: this.cookies[EDITION_COOKIE],
      header: this.editionHeader,
    }));
  }

  /**
   * The device by the web app's rule (`deviceFrom` of @bytewire/site: the `setDevice` query
   * parameter, the `cdn_device` cookie or its `fly_device` alias, the CDN's device header, else
   * mobile): the device
   * render will lay the page out for.
   */
  get device(): Device {
    return (this.resolvedDevice ??= deviceFrom({
      query: this.query,
      cookie: this.cookies[DEVICE_COOKIE],
      aliasCookie: this.cookies[DEVICE_COOKIE_ALIAS],
      header: this.deviceHeader,
    }));
  }

  /** The CDN's region header, as received (spec 001 s1's restricted state). */
  get regionHeader(): string | undefined {
    return this.header(REGION_HEADER);
  }

  /** Whether the reader is in the restricted state (spec 001 s1: the region header says `wa`). */
  get restricted(): boolean {
    return isRestrictedRegion(this.regionHeader);
  }

  /** Whether the reader is a crawler excluded from seamless scrolling (spec 000 s2). */
  get crawler(): boolean {
    return (this.crawlerDecision ??= isSeamlessExcludedCrawler(this.userAgent));
  }

  /** The experiments decision's headers (PageExperiments); throws before it is made. */
  get experiments(): DecisionHeaders {
    return this.experimentsSlot.value;
  }

  set experiments(decision: DecisionHeaders) {
    this.experimentsSlot.fill(decision);
  }

  /**
   * The headers every answer to this request carries, cached copy or not: the experiments
   * decision's and the site cookies the request calls for (the edition chosen in the address,
   * fly_geo: see site-cookie-headers.ts). Never stored with a page. Throws before the decision.
   */
  get answerHeaders(): Record<string, string | string[]> {
    const cookies = siteCookiesOf({
      query: this.query,
      cookies: this.cookies,
      country: this.header(COUNTRY_HEADER),
      region: this.regionHeader,
    });
    return withSetCookies(this.experiments.response, cookies);
  }

  /** The vanity outcome (VanityResolver); throws before it is made. */
  get vanity(): VanityDecision {
    return this.vanitySlot.value;
  }

  set vanity(decision: VanityDecision) {
    this.vanitySlot.fill(decision);
  }

  /**
   * The page-cache variant (PageCache.variantOf): undefined when the cache does not take the
   * request; throws before it is worked out.
   */
  get variant(): PageVariant | undefined {
    return this.variantSlot.value;
  }

  set variant(variant: PageVariant | undefined) {
    this.variantSlot.fill(variant);
  }
}

/**
 * Declares `request.pageContext` on the gateway's fastify instance (null on every request until
 * the pages controller sets it), before the server starts, as fastify asks of request
 * decorators.
 */
@Injectable()
export class PageRequestContextDecorator implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (!fastify.hasRequestDecorator('pageContext')) fastify.decorateRequest('pageContext', null);
  }
}
