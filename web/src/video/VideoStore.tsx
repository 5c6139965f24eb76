/** The video store in React: one provider per video page, its state and its dispatch. */
import { createContext, use, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import {
  initialVideoStore,
  videoStoreReducer,
  type PlaylistItem,
  type VideoStoreAction,
  type VideoStoreState,
} from './video-store';
import type { Video } from '@bytewire/contracts';

const VideoStateContext = createContext<VideoStoreState | null>(null);
const VideoDispatchContext = createContext<Dispatch<VideoStoreAction> | null>(null);

interface VideoStoreProviderProps {
  video: Video | undefined;
  playlist: readonly PlaylistItem[];
  adsSuppressed: boolean;
  children: ReactNode;
}

export function VideoStoreProvider({
  video,
  playlist,
  adsSuppressed,
  children,
}: VideoStoreProviderProps) {
  const [state, dispatch] = useReducer(
    videoStoreReducer,
    undefined,
    // Built from the page on both sides, so the server and the hydrating browser agree.
    () => initialVideoStore(video, playlist, adsSuppressed),
  );
  // Suppression follows the page (the reader's consent can change after hydration: an ad is
  // asked for once they allow targeting), not only the value the store started with.
  const current = useMemo(
    () => (state.adsSuppressed === adsSuppressed ? state : { ...state, adsSuppressed }),
    [state, adsSuppressed],
  );
  return (
    <VideoStateContext value={current}>
      <VideoDispatchContext value={dispatch}>{children}</VideoDispatchContext>
    </VideoStateContext>
  );
}

export function useVideoStore(): VideoStoreState {
  const state = use(VideoStateContext);
  if (!state) throw new Error('No video store: render inside a VideoStoreProvider');
  return state;
}

export function useVideoDispatch(): Dispatch<VideoStoreAction> {
  const dispatch = use(VideoDispatchContext);
  if (!dispatch) throw new Error('No video store: render inside a VideoStoreProvider');
  return dispatch;
}
