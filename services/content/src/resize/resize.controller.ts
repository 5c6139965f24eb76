/**
 * GET /resize/{signature}{path}?{params}: the image service of spec 000 s7, over the corpus's
 * images (and GET /originals{path}, each image at its own size). No API key (browsers load these URLs): the signature is the guard. In order:
 * 403 unsigned or wrongly signed; 400 an unknown, repeated or out-of-bounds parameter, or a
 * path that does not decode; 404 no image at the path; 503 too busy; else the image, cacheable
 * for a year (the URL names exactly one output), with an ETag.
 */
import { ifNoneMatchNames } from '@bytewire/service-kit';
import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Req,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { quote } from '../common/inputs';
import { ORIGINALS_PREFIX } from '../corpus/build/images';
import { CorpusImages } from './corpus-images';
import { ImageRenderer } from './image-renderer';
import { chooseOutput } from './output-format';
import { parseResizeParams, type ResizeParams } from './resize-params';
import { ResizeSignature } from './resize-signature';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seconds a client should wait after a 503 (busy). */
const RETRY_AFTER_SECONDS = 1;

function decodedPath(encodedPath: string): string {
  try {
    return decodeURIComponent(encodedPath);
  } catch {
    throw new BadRequestException(`The image path ${quote(encodedPath)} is not valid`);
  }
}

@Controller()
export class ResizeController {
  constructor(
    private readonly signature: ResizeSignature,
    private readonly images: CorpusImages,
    private readonly renderer: ImageRenderer,
  ) {}

  @Get('resize/*')
  async resize(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // The target as it arrived: before fastify's rewriteUrl, never decoded.
    const { encodedPath, rawQuery } = this.signature.verify(request.originalUrl);
    const params = parseResizeParams(rawQuery);
    await this.answer(request, reply, decodedPath(encodedPath), params);
  }

  /**
   * GET /originals{path}: a corpus image at its own size (its imageUrl), in the most compact
   * format the browser takes. Unsigned: it names exactly one output per image and format.
   */
  @Get(`${ORIGINALS_PREFIX.slice(1)}/*`)
  async original(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const target = request.originalUrl;
    if (target.includes('?')) {
      throw new BadRequestException('An original takes no parameters: use a resize URL to resize');
    }
    const path = decodedPath(target.slice(ORIGINALS_PREFIX.length));
    await this.answer(request, reply, path, { autoWebp: true });
  }

  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    params: ResizeParams,
  ): Promise<void> {
    const picture = this.images.find(path);
    if (picture === undefined) throw new NotFoundException(`No image at ${quote(path)}`);

    const output = chooseOutput(params, path, request.headers.accept);
    if (output.byAccept) void reply.header('vary', 'Accept');
    let rendered;
    try {
      rendered = await this.renderer.render({ picture, params, format: output.format });
    } catch (error) {
      if (error instanceof ServiceUnavailableException) {
        void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      throw error;
    }
    void reply
      .header('cache-control', IMMUTABLE)
      .header('etag', rendered.etag)
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatchNames(request.headers['if-none-match'], rendered.etag)) {
      return void reply.code(304).send();
    }
    void reply.header('content-type', rendered.contentType).send(rendered.body);
  }
}
