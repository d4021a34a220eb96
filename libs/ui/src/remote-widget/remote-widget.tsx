import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { RemoteArea } from './remote-area';

/** Loads a widget another remote exposes (e.g. 'mfe_exercise', 'log-exercise-wizard'); the host owns federation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetLoader = (remote: string, module: string) => Promise<ComponentType<any>>;

const WidgetLoaderContext = createContext<WidgetLoader | null>(null);

export function RemoteWidgetProvider({ loader, children }: { loader: WidgetLoader; children: ReactNode }) {
  return <WidgetLoaderContext.Provider value={loader}>{children}</WidgetLoaderContext.Provider>;
}

/**
 * Another remote's widget inside this page (ARCHITECTURE.md: pages embed the owning remote's
 * widget), in its own RemoteArea; standalone (no host), there is no loader and the fallback says so.
 */
export function RemoteWidget<P extends object>({
  remote,
  module,
  area,
  props,
}: {
  remote: string;
  module: string;
  area: string;
  props: P;
}) {
  const loader = useContext(WidgetLoaderContext);
  const load = async () => {
    if (!loader) throw new Error(`${area} is available inside the Chairside app only`);
    return loader(remote, module);
  };
  return (
    <RemoteArea
      area={area}
      loadKey={`${remote}/${module}:${loader ? 'host' : 'standalone'}`}
      load={load}
      props={props}
    />
  );
}
