import { PassThrough } from 'node:stream';
import { insertBeforeDocumentEnd } from '../src/server/document-end';

/** What comes out of the transform when `chunks` go in, one write each. */
async function through(chunks: string[], insert: () => string): Promise<string> {
  const transform = insertBeforeDocumentEnd(insert);
  const sink = new PassThrough();
  const out: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => sink.on('end', resolve));
  transform.pipe(sink);
  for (const chunk of chunks) transform.write(Buffer.from(chunk));
  transform.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('insertBeforeDocumentEnd', () => {
  it('writes the insert just before </body></html>, however the stream is cut', async () => {
    const page = '<!DOCTYPE html><html><body><p>é</p></body></html>';
    for (let cut = 1; cut < page.length; cut++) {
      const html = await through([page.slice(0, cut), page.slice(cut)], () => '<script></script>');
      expect(html).toBe('<!DOCTYPE html><html><body><p>é</p><script></script></body></html>');
    }
  });

  it('asks for the insert only at the end', async () => {
    const insert = jest.fn(() => 'X');
    const transform = insertBeforeDocumentEnd(insert);
    transform.resume();
    transform.write(Buffer.from('<html><body>'));
    expect(insert).not.toHaveBeenCalled();
    await new Promise<void>((resolve) =>
      transform.end(Buffer.from('</body></html>'), () => resolve()),
    );
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('inserts nothing into a document that does not end so', async () => {
    const insert = jest.fn(() => 'X');
    expect(await through(['<html><body>cut short'], insert)).toBe('<html><body>cut short');
    expect(await through(['</body>'], insert)).toBe('</body>');
    expect(insert).not.toHaveBeenCalled();
  });
});
