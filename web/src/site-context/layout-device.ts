/**
 * The device of the layout the reader sees (spec 001 s4: "recomputed on window resize,
 * debounced, then pushed to tracking and ad targeting"), for page views and ad requests: the
 * one DeviceProvider settles on. That is the window width's, unless the reader chose a device
 * (setDevice, its cookie), which <html data-device> holds until a resize. Read from the width,
 * not the attribute, otherwise: the first effects after hydration (an ad request) run before
 * DeviceProvider's own, while the attribute still holds the server's guess.
 */
import { deviceForWidth, isValidDevice, type Device } from '@bytewire/site';
import { deviceChosenHere } from './device';

export function layoutDevice(win: Window): Device {
  const shown = win.document.documentElement.dataset.device;
  if (deviceChosenHere(win) && isValidDevice(shown)) return shown;
  return deviceForWidth(win.innerWidth);
}
