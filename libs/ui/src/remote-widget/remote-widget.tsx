import type { RemoteWidgetSpec } from '@chairside/contracts/web';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { RemoteArea } from './remote-area';
import { widgetTitle } from '../i18n/ui-words';

/** Loads a widget another remote exposes (one of REMOTE_WIDGETS in libs/contracts); the host owns federation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetLoader = (widget: RemoteWidgetSpec) => Promise<ComponentType<any>>;

const WidgetLoaderContext = createContext<WidgetLoader | null>(null);

export function RemoteWidgetProvider({ loader, children }: { loader: WidgetLoader; children: ReactNode }) {
  return <WidgetLoaderContext.Provider value={loader}>{children}</WidgetLoaderContext.Provider>;
}

/**
 * Another remote's widget inside this page (ARCHITECTURE.md: pages embed the owning remote's
 * widget), in its own RemoteArea named by the widget's title. The widget is named through
 * REMOTE_WIDGETS, which also types its props:
 *   <RemoteWidget widget={REMOTE_WIDGETS.logExerciseWizard} props={{ onClose }} />
 * Standalone (no host), there is no loader and the fallback says so.
 */
export function RemoteWidget<P extends object>({
  widget,
  props,
  background,
}: {
  widget: RemoteWidgetSpec<P>;
  props: NoInfer<P>;
  /** No spinner, no fallback card: for a widget that only sometimes draws (RemoteArea's `background`). */
  background?: boolean;
}) {
  const loader = useContext(WidgetLoaderContext);
  const load = async () => {
    if (!loader) throw new Error(`${widget.title} is available inside the Chairside app only`);
    return loader(widget as RemoteWidgetSpec);
  };
  return (
    <RemoteArea
      area={widgetTitle(widget)}
      loadKey={`${widget.remote}/${widget.module}:${loader ? 'host' : 'standalone'}`}
      load={load}
      props={props}
      background={background}
    />
  );
}
