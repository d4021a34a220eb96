import type { RemoteName } from './remote-module';

/*
 * What each remote exposes besides `./routes`: the widgets other remotes embed, each with the props
 * it takes. An embedding page names a widget through REMOTE_WIDGETS (never a bare string), and each
 * remote's webpack config derives its `exposes` from the same list (tools/webpack/federation.cjs),
 * so the two cannot drift. Dependency-free at run time: the webpack configs read the compiled file.
 */

/** A dialog widget is the dialog's content: the embedding page draws the dialog (title, close) and mounts it while open. */
export interface DialogWidgetProps {
  /** The widget is done (saved or cancelled): the embedding page closes its dialog. */
  onClose: () => void;
}

/** mfe-exercise's Log Exercise wizard, embedded on the dashboard (Quick Actions). */
export type LogExerciseWizardProps = DialogWidgetProps;
/** mfe-exercise's Ergonomic Stretches list (the dashboard's dialog), with the guided break. */
export type ErgonomicStretchesWidgetProps = DialogWidgetProps;
/** mfe-exercise's clinic-day break coach: the shell mounts it once for a signed-in user; it draws only its prompt. */
export type StretchBreakCoachProps = Record<string, never>;
/** mfe-profile's Health Data Export, embedded on the dashboard (Quick Actions, Health Sync). */
export type HealthDataExportProps = DialogWidgetProps;
/** mfe-nutrition's Adjust Goals, embedded on the settings page. */
export type AdjustGoalsWidgetProps = DialogWidgetProps;
/** mfe-nutrition's water goal (the dashboard Water card's Goal dialog), embedded on the settings page. */
export type WaterGoalWidgetProps = DialogWidgetProps;

export interface RemoteWidgetSpec<P extends object = object> {
  remote: RemoteName;
  /** The exposed module: `<remote>/<module>` at run time, `src/app/exposed/<module>.tsx` in the remote. */
  module: string;
  /** What the user calls it: the title of the dialog around it and the name on its fallback card. */
  title: string;
  /** Type only, never set: the props the widget takes. */
  readonly propsType?: P;
}

const widget = <P extends object>(spec: Omit<RemoteWidgetSpec<P>, 'propsType'>): RemoteWidgetSpec<P> => spec;

export const REMOTE_WIDGETS = {
  logExerciseWizard: widget<LogExerciseWizardProps>({
    remote: 'mfe_exercise',
    module: 'log-exercise-wizard',
    title: 'Log Exercise',
  }),
  ergonomicStretches: widget<ErgonomicStretchesWidgetProps>({
    remote: 'mfe_exercise',
    module: 'ergonomic-stretches',
    title: 'Ergonomic Stretches',
  }),
  stretchBreakCoach: widget<StretchBreakCoachProps>({
    remote: 'mfe_exercise',
    module: 'stretch-break-coach',
    title: 'Stretch break reminders',
  }),
  healthDataExport: widget<HealthDataExportProps>({
    remote: 'mfe_profile',
    module: 'health-data-export',
    title: 'Health Data Export',
  }),
  adjustGoals: widget<AdjustGoalsWidgetProps>({
    remote: 'mfe_nutrition',
    module: 'adjust-goals',
    title: 'Adjust Goals',
  }),
  waterGoal: widget<WaterGoalWidgetProps>({
    remote: 'mfe_nutrition',
    module: 'water-goal',
    title: 'Water Goal',
  }),
} as const;

export type RemoteWidgetKey = keyof typeof REMOTE_WIDGETS;

/** The props type of a listed widget, for the remote that implements it: `ComponentType<RemoteWidgetPropsOf<'adjustGoals'>>`. */
export type RemoteWidgetPropsOf<K extends RemoteWidgetKey> =
  (typeof REMOTE_WIDGETS)[K] extends RemoteWidgetSpec<infer P> ? P : never;

/** The module every remote exposes: its pages (a RemoteRoutesModule). */
export const ROUTES_MODULE = 'routes';

/** Every module a remote exposes: `routes` and the widgets listed for it. */
export function exposedModules(remote: RemoteName): string[] {
  return [
    ROUTES_MODULE,
    ...Object.values(REMOTE_WIDGETS)
      .filter((w) => w.remote === remote)
      .map((w) => w.module),
  ];
}
