/**
 * Text (RichText: id, title, description, content). The content is upstream HTML and goes
 * through SafeHtml (sanitised, link rules applied); title and description are plain text.
 */
import { itemOf, type PageComponent, type RichText } from '@bytewire/contracts';
import { SafeHtml } from '../../../body/SafeHtml';
import { ComponentSection } from '../../ComponentSection/ComponentSection';
import type { RendererProps } from '../../renderer-props';
import styles from './TextRenderer.module.css';

/** The component's rich text (only one with content to show is left where the page entered). */
export function richTextOf(component: PageComponent): RichText | undefined {
  return itemOf(component, 'Text');
}

export function TextRenderer({ component, level, titled }: RendererProps) {
  const text = richTextOf(component);
  if (!text) return null;
  return (
    <ComponentSection
      component={component}
      title={text.title}
      level={level}
      titled={titled}
      description={titled ? text.description : undefined}
    >
      <SafeHtml html={text.content} className={styles.root} data-testid="rich-text" />
    </ComponentSection>
  );
}
