/**
 * Classes that a container's CSS module gives the components rendered inside it, however deep:
 * a feature column's `.column .component` (its page components lose their top padding) and
 * `.column[data-colspan='1'] .story-list` (a narrow column lists its stories one under
 * another). The container provides them; the components add them to their roots, so the rule
 * stays in the container's module with the specificity it had. Outside such a container: none.
 */
import { createContext, useContext } from 'react';

export interface ContainerClasses {
  /** For the root of each page component (ComponentSection, a teaser, a titled feature). */
  pageComponent?: string;
  /** For each story list (StoryList). */
  storyList?: string;
}

export const ContainerClassesContext = createContext<ContainerClasses>({});

export const useContainerClasses = (): ContainerClasses => useContext(ContainerClassesContext);
