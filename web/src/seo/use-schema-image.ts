/** The images of structured data, resized with this render's image settings (see schema-image). */
import { useRootData } from '../app/use-root-data';
import { useImageResize } from '../images/image-resize';
import { schemaImageOf, type SchemaImageOf } from './schema-image';

export function useSchemaImageOf(): SchemaImageOf {
  const resize = useImageResize();
  const { site } = useRootData();
  return schemaImageOf(resize, site.publicUrl);
}
