/** The page route's element: the screen the route table names for the matched route. */
import type { ScreenName } from '@bytewire/routes';
import { getRoute } from '@bytewire/routes';
import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { ArticleScreen } from './ArticleScreen';
import { DoorScreen } from './DoorScreen';
import { GenericPageScreen } from './GenericPageScreen';
import { HomeScreen } from './HomeScreen';
import { ReviewScreen } from './ReviewScreen';
import type { ScreenProps } from './screen-props';

/** Screens built so far; every other route shows the generic page screen. */
const SCREENS: Partial<Record<ScreenName, ComponentType<ScreenProps>>> = {
  home: HomeScreen,
  door: DoorScreen,
  article: ArticleScreen,
  review: ReviewScreen,
};

export function PageRoute() {
  const { routeName, params, page } = useLoaderData<PageData>();
  const route = getRoute(routeName);
  const Screen = SCREENS[route.screen] ?? GenericPageScreen;
  return <Screen page={page} route={route} params={params} />;
}
