/** The live connection's indicator: down while the events stream is, and "back online" after. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionText } from '@shared/strings/labels/shell';
import type { EventStreamStatus } from '../../src/renderer/src/api/transport';
import { ConnectionIndicator } from '../../src/renderer/src/layout/ConnectionIndicator';
import { useConnection } from '../../src/renderer/src/stores/connection';
import { renderInApp } from './render';

const report = (status: EventStreamStatus) => act(() => useConnection.getState().setStatus(status));

describe('connection indicator', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => useConnection.setState({ status: null, recovered: false }));
  });

  it('says nothing while live from the start', () => {
    renderInApp(<ConnectionIndicator />);
    report('live');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the app is offline, then that it is back, and then goes quiet', () => {
    vi.useFakeTimers();
    renderInApp(<ConnectionIndicator />);
    report('live');
    report('offline');
    expect(screen.getByRole('status')).toHaveTextContent(connectionText.offline);
    report('live');
    expect(screen.getByRole('status')).toHaveTextContent(connectionText.backOnline);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says live updates wait while the sign-in is renewed', () => {
    renderInApp(<ConnectionIndicator />);
    report('unauthorized');
    expect(screen.getByRole('status')).toHaveTextContent(connectionText.unauthorized);
  });
});
