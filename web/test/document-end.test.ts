import { withDocumentEnds } from '../src/server/document-end';

const ENDS = { head: '<link rel="x"/>', body: '<script>1</script>' };

describe('withDocumentEnds', () => {
  it("writes the head's part before </head> and the body's before </body></html>", () => {
    expect(
      withDocumentEnds('<html><head><title>t</title></head><body><p>é</p></body></html>', ENDS),
    ).toBe(
      '<html><head><title>t</title><link rel="x"/></head><body><p>é</p><script>1</script></body></html>',
    );
  });

  it('uses the first </head> only, the one that ends the head', () => {
    expect(
      withDocumentEnds('<html><head></head><body>&lt;/head&gt;</head></body></html>', ENDS),
    ).toBe(
      '<html><head><link rel="x"/></head><body>&lt;/head&gt;</head><script>1</script></body></html>',
    );
  });

  it('writes nothing where a document does not end so, or has no head', () => {
    expect(withDocumentEnds('<html><body>cut short', ENDS)).toBe('<html><body>cut short');
    expect(withDocumentEnds('<html><head></head><body>cut short', ENDS)).toBe(
      '<html><head><link rel="x"/></head><body>cut short',
    );
    expect(withDocumentEnds('<p>a</p></body></html>', ENDS)).toBe(
      '<p>a</p><script>1</script></body></html>',
    );
  });
});
