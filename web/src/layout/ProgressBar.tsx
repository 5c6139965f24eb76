/** The thin bar shown while a navigation loads (spec 000 s2; the s9 timings come later). */
import { useNavigation } from 'react-router-dom';

export function ProgressBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading page" />;
}
