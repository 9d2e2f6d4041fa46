'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';
import { rememberDataSaver } from './data-saver';

type DataSaver = { on: boolean; set: (on: boolean) => void };

const DataSaverContext = createContext<DataSaver>({ on: false, set: () => {} });

/** `initial`: what the server rendered with (lib/data-saver.ts), so that the first render matches it. */
export function DataSaverProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [on, setOn] = useState(initial);
  const set = (next: boolean) => {
    rememberDataSaver(next);
    setOn(next);
  };
  return <DataSaverContext.Provider value={{ on, set }}>{children}</DataSaverContext.Provider>;
}

export function useDataSaver(): DataSaver {
  return useContext(DataSaverContext);
}
