/**
 * Text (RichText: id, title, description, content). The content is upstream HTML and goes
 * through SafeHtml (sanitised, link rules applied); title and description are plain text.
 */
import type { PageComponent, RichText } from '@bytewire/contracts';
import { SafeHtml } from '../../../body/SafeHtml';
import { isRichText } from '../../../content/component-items';
import { ComponentSection } from '../../ComponentSection/ComponentSection';
import type { RendererProps } from '../../renderer-props';
import styles from './TextRenderer.module.css';

/** The component's rich text, when it has content to show. */
export function richTextOf(component: PageComponent): RichText | undefined {
  const text = component.item;
  return isRichText(text) && text.content.trim() !== '' ? text : undefined;
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
