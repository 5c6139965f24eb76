/**
 * The device of the layout the reader sees (spec 001 s4: "recomputed on window resize,
 * debounced, then pushed to tracking and ad targeting"): the one DeviceProvider put on
 * <html data-device>, so that page views and ad requests name the layout shown, after a resize
 * and a navigation too. Before hydration, the window's width.
 */
import { deviceForWidth, isValidDevice, type Device } from '@bytewire/site';

export function layoutDevice(win: Window): Device {
  const shown = win.document.documentElement.dataset.device;
  return isValidDevice(shown) ? shown : deviceForWidth(win.innerWidth);
}
