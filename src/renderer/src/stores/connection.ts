/**
 * Whether the live connection (`GET /events`) is up: fed by the transport's `subscribe`
 * status callback, read by the connection indicator. `status` is null until a stream has reported;
 * `recovered` is set when the connection came back after being down, until it is acknowledged.
 */
import { create } from 'zustand';
import type { EventStreamStatus } from '../api/transport';

interface ConnectionState {
  status: EventStreamStatus | null;
  recovered: boolean;
  setStatus: (status: EventStreamStatus | null) => void;
  acknowledgeRecovery: () => void;
}

const isDown = (status: EventStreamStatus | null) => status === 'offline' || status === 'unauthorized';

export const useConnection = create<ConnectionState>((set) => ({
  status: null,
  recovered: false,
  setStatus: (status) =>
    set((state) => ({
      status,
      recovered: status === 'live' ? state.recovered || isDown(state.status) : false,
    })),
  acknowledgeRecovery: () => set({ recovered: false }),
}));
