/**
 * The thin bar shown while a navigation or a fetch loads (spec 000 s2), with the timings of
 * spec 000 s9 (see navigation-progress.ts). A progressbar with its value for assistive
 * technology; nothing at all while idle.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router-dom';
import { NavigationProgress, type ProgressView } from './navigation-progress';

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

  useEffect(() => {
    const bar = new NavigationProgress(setView);
    progress.current = bar;
    return () => {
      bar.dispose();
      progress.current = null;
    };
  }, []);

  useEffect(() => {
    progress.current?.update({
      navigating,
      fetchers: fetchingKeys === '' ? [] : fetchingKeys.split('\n'),
    });
  }, [navigating, fetchingKeys]);

  if (!view.visible) return null;
  const percent = Math.round(view.percent);
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ transform: `scaleX(${percent / 100})` }}
    />
  );
}
