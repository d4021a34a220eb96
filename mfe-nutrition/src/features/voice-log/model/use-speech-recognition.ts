import { VOICE_RECOGNITION } from '@chairside/contracts/web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../shared/i18n';
import { speechErrorMessage } from './speech-errors';

/** The parts of the Web Speech API we use (not in TypeScript's DOM types). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult:
    ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

function speechRecognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type ListenState = 'ready' | 'listening' | 'done';

/** en-US, not continuous, interim results, 10 s time-out; destroyed on close, hide and unload. */
export function useSpeechRecognition(onError: (message: string) => void) {
  const rec = useRef<Recognition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<ListenState>('ready');
  const [transcript, setTranscript] = useState('');

  const destroy = useCallback(() => {
    clearTimeout(timer.current);
    if (rec.current) {
      rec.current.onresult = rec.current.onerror = rec.current.onend = null;
      rec.current.abort();
      rec.current = null;
    }
  }, []);

  const start = useCallback(() => {
    const Ctor = speechRecognitionCtor();
    if (!Ctor) return onError(t('Speech recognition is not supported in this browser'));
    destroy();
    const r = new Ctor();
    Object.assign(r, {
      lang: VOICE_RECOGNITION.lang,
      continuous: VOICE_RECOGNITION.continuous,
      interimResults: VOICE_RECOGNITION.interimResults,
      maxAlternatives: VOICE_RECOGNITION.maxAlternatives,
    });
    r.onresult = (e) =>
      setTranscript(
        Array.from(e.results, (res) => res[0].transcript)
          .join(' ')
          .trim(),
      );
    r.onerror = (e) => onError(speechErrorMessage(e.error));
    r.onend = () => {
      clearTimeout(timer.current);
      rec.current = null;
      setState('done');
    };
    setTranscript('');
    try {
      r.start();
    } catch {
      return onError(t('Failed to start speech recognition'));
    }
    rec.current = r;
    setState('listening');
    timer.current = setTimeout(() => rec.current?.stop(), VOICE_RECOGNITION.timeoutMs);
  }, [destroy, onError]);

  const reset = useCallback(() => {
    destroy();
    setTranscript('');
    setState('ready');
  }, [destroy]);

  useEffect(() => {
    // Hidden or leaving: the microphone is released, and what was heard so far stays to be logged.
    const release = () => {
      destroy();
      setState((s) => (s === 'listening' ? 'done' : s));
    };
    const onHide = () => document.visibilityState === 'hidden' && release();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', release);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', release);
      destroy();
    };
  }, [destroy]);

  return {
    state,
    transcript,
    setTranscript,
    start,
    stop: () => rec.current?.stop(),
    reset,
    supported: speechRecognitionCtor() !== null,
  };
}
