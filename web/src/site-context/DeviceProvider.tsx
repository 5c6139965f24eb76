/**
 * The reader's device for the components (spec 001 s5): the server's choice first (so the
 * hydrating browser renders the same markup), then recomputed from the window width on resize,
 * debounced by 200 ms. The device is also on <html data-device> for styles and tests.
 */
import {
  BREAKPOINTS,
  DEVICE_RESIZE_DEBOUNCE_MS,
  deviceForWidth,
  GRID_COLUMNS,
  type Device,
} from '@bytewire/site';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { debounce } from '../browser/debounce';

export interface DeviceInfo {
  device: Device;
  /** Grid columns of the device: 2, 6 or 12. */
  columns: number;
  breakpoints: typeof BREAKPOINTS;
}

function infoOf(device: Device): DeviceInfo {
  return { device, columns: GRID_COLUMNS[device], breakpoints: BREAKPOINTS };
}

const DeviceContext = createContext<DeviceInfo>(infoOf('mobile'));

export function DeviceProvider({ initial, children }: { initial: Device; children: ReactNode }) {
  const [device, setDevice] = useState<Device>(initial);

  useEffect(() => {
    const recompute = debounce(
      () => setDevice(deviceForWidth(window.innerWidth)),
      DEVICE_RESIZE_DEBOUNCE_MS,
    );
    window.addEventListener('resize', recompute);
    return () => {
      window.removeEventListener('resize', recompute);
      recompute.cancel();
    };
  }, []);

  useEffect(() => {
    document.documentElement.dataset.device = device;
  }, [device]);

  return <DeviceContext value={infoOf(device)}>{children}</DeviceContext>;
}

export function useDevice(): DeviceInfo {
  return use(DeviceContext);
}
