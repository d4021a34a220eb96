import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { cameraErrorMessage, cameraSupported } from './camera-errors';

export type CameraState = { status: 'off' | 'starting' | 'ready' } | { status: 'failed'; message: string };

interface TorchTrack extends MediaStreamTrack {
  getCapabilities(): MediaTrackCapabilities & { torch?: boolean };
}

/** One camera stream shown in `videoRef`; `start` (re)opens it with the mode's constraints. */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>) {
  const streamRef = useRef<MediaStream | null>(null);
  // Each start or stop bumps it: a start still waiting for the device when it changes is stale.
  const generation = useRef(0);
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const [torch, setTorch] = useState({ supported: false, on: false });

  const stop = useCallback(() => {
    generation.current++;
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setTorch({ supported: false, on: false });
    setState((s) => (s.status === 'failed' ? s : { status: 'off' }));
  }, [videoRef]);

  const start = useCallback(
    async (video: MediaTrackConstraints): Promise<boolean> => {
      stop();
      if (!cameraSupported()) {
        setState({ status: 'failed', message: cameraErrorMessage({ name: 'NotSupportedError' }) });
        return false;
      }
      setState({ status: 'starting' });
      const mine = ++generation.current;
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ video, audio: false });
        if (mine !== generation.current) {
          // Closed or switched while the device was opening: release it at once.
          stream.getTracks().forEach((t) => t.stop());
          return false;
        }
        streamRef.current = stream;
        const el = videoRef.current;
        if (el) {
          el.srcObject = stream;
          await el.play().catch(() => undefined);
        }
        if (mine !== generation.current) return false;
        const track = stream.getVideoTracks()[0] as TorchTrack | undefined;
        setTorch({ supported: !!track?.getCapabilities?.().torch, on: false });
        setState({ status: 'ready' });
        return true;
      } catch (error) {
        if (mine === generation.current) setState({ status: 'failed', message: cameraErrorMessage(error) });
        return false;
      }
    },
    [stop, videoRef],
  );

  /** Resolves to the new torch state; throws when the device refuses. */
  const setTorchOn = useCallback(async (on: boolean) => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track) throw new Error('no camera');
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    setTorch((t) => ({ ...t, on }));
  }, []);

  useEffect(() => stop, [stop]);
  return { state, start, stop, torch, setTorchOn };
}
