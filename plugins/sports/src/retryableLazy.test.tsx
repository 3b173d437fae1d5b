// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from './retryableLazy.ts';

afterEach(cleanup);

/** Stands in for the kernel's slot boundary: a failure shows a refresh button that mounts the children again. */
class RefreshBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) return <button onClick={() => this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }))}>Refresh</button>;
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}

describe('retryableLazy', () => {
  it('imports again after a failed import, so a refresh loads the component', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed.'))
      .mockResolvedValue({ default: () => <p>The slip</p> });
    const current = retryableLazy(load);
    function Slip() {
      const Lazy = current();
      return (
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      );
    }
    render(
      <RefreshBoundary>
        <Slip />
      </RefreshBoundary>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The slip')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
