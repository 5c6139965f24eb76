/**
 * The reader's device for the components (spec 001 s5): the server's choice first (so the
 * hydrating browser renders the same markup), then the window width's once hydrated (the CDN's
 * device is a guess from the user agent) unless the reader chose one (`setDevice`), and again
 * on every resize, debounced by 200 ms. The device is on <html data-device> for styles, and for
 * tracking and ad targeting (layout-device.ts), which so always name the layout shown.
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
import { deviceChosenHere } from './device';

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
    const measure = () => setDevice(deviceForWidth(window.innerWidth));
    if (!deviceChosenHere(window)) measure();
    const recompute = debounce(measure, DEVICE_RESIZE_DEBOUNCE_MS);
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
