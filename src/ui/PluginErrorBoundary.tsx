import { Component, Fragment, type ReactNode } from 'react';
import { useHost } from '../boot/HostContext.ts';

type Log = (message: string, detail?: unknown) => void;

/** Puts the contribution back (re-mounts it) after the fallback's retry. */
export type Retry = () => void;

export interface PluginErrorBoundaryProps {
  /** The plugin that contributed what is rendered inside: named in the log. */
  pluginId: string;
  /** What it is, for the log: `page lines`, `modal coupon-settings-modal`, `slot header.actions`. */
  part: string;
  /** What shows instead of the failed part; nothing when left out (a slot). */
  fallback?: (retry: Retry) => ReactNode;
  /** A change of this value (the path, the component) clears a caught error and renders the children again. */
  resetKey?: unknown;
  /**
   * Errors that are not the plugin's to swallow: they go on to the next boundary up (a page chunk that failed to
   * load goes to the route's error page, which reloads for a new deployment).
   */
  passThrough?: (error: unknown) => boolean;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  resetKey: unknown;
  attempt: number;
}

/** The boundary with its log given: for a host module, which has no kernel context of its own (see PluginErrorBoundary). */
export class LoggedErrorBoundary extends Component<PluginErrorBoundaryProps & { log: Log }, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: PluginErrorBoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, error: null, attempt: state.attempt + 1 };
  }

  componentDidCatch(error: unknown): void {
    if (this.props.passThrough?.(error)) return;
    this.props.log(`plugin ${this.props.pluginId}: ${this.props.part} failed`, error);
  }

  private readonly retry: Retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  render(): ReactNode {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    if (this.props.passThrough?.(error.value)) throw error.value;
    return this.props.fallback?.(this.retry) ?? null;
  }
}

/**
 * Failure isolation (first document, section 8: errors in components are logged and swallowed): every plugin page,
 * modal and slot renders inside one of these. An error thrown while rendering it is logged with the plugin id
 * through the host log and replaced by a local fallback; the layout and the other plugins' parts keep working.
 */
export function PluginErrorBoundary(props: PluginErrorBoundaryProps) {
  const { log } = useHost();
  return <LoggedErrorBoundary {...props} log={log} />;
}
