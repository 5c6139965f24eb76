/**
 * The thin bar shown while a navigation or a fetch loads (spec 000 s2), with the timings of
 * spec 000 s9 (see navigation-progress.ts). A progressbar with its value for assistive
 * technology; nothing at all while idle. Its timing logic loads after hydration, outside the
 * entry bundle: no page needs it before its first navigation.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router-dom';
import type { NavigationProgress, ProgressActivity, ProgressView } from '../navigation-progress';
import styles from './ProgressBar.module.css';

const loadProgress = () => import('../navigation-progress');

const IDLE: ProgressView = { visible: false, percent: 0 };

export function ProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  // A string, so that the effect below runs when the set of fetchers changes, not every render.
  const fetchingKeys = useFetchers()
    .filter((fetcher) => fetcher.state !== 'idle')
    .map((fetcher) => fetcher.key)
    .join('\n');
  const [view, setView] = useState<ProgressView>(IDLE);
  const progress = useRef<NavigationProgress | null>(null);
  // What the bar should know once it has loaded.
  const activity = useRef<ProgressActivity>({ navigating: false, fetchers: [] });

  useEffect(() => {
    let live = true;
    let bar: NavigationProgress | null = null;
    void loadProgress().then(({ NavigationProgress }) => {
      if (!live) return;
      bar = new NavigationProgress(setView);
      progress.current = bar;
      bar.update(activity.current);
    });
    return () => {
      live = false;
      bar?.dispose();
      progress.current = null;
    };
  }, []);

  useEffect(() => {
    activity.current = {
      navigating,
      fetchers: fetchingKeys === '' ? [] : fetchingKeys.split('\n'),
    };
    progress.current?.update(activity.current);
  }, [navigating, fetchingKeys]);

  if (!view.visible) return null;
  const percent = Math.round(view.percent);
  return (
    <div
      className={styles.root}
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ transform: `scaleX(${percent / 100})` }}
    />
  );
}
