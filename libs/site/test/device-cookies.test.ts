import { chosenDevice, DEVICE_COOKIE, DEVICE_COOKIE_ALIAS, deviceFrom } from '../src';

/** The device cookie and its alias (spec 001 s9: "cdn_device (also fly_device)"). */
describe('the device cookies', () => {
  const none = new URLSearchParams();

  it('names cdn_device and its alias fly_device', () => {
    expect(DEVICE_COOKIE).toBe('cdn_device');
    expect(DEVICE_COOKIE_ALIAS).toBe('fly_device');
  });

  it('reads fly_device after cdn_device, both before the CDN header', () => {
    expect(deviceFrom({ query: none, aliasCookie: 'desktop', header: 'tablet' })).toBe('desktop');
    expect(deviceFrom({ query: none, cookie: 'tablet', aliasCookie: 'desktop' })).toBe('tablet');
    expect(deviceFrom({ query: none, aliasCookie: 'television', header: 'tablet' })).toBe('tablet');
  });

  it('calls a device chosen by setDevice or a cookie, not by the header', () => {
    expect(chosenDevice({ query: new URLSearchParams('setDevice=tablet') })).toBe('tablet');
    expect(chosenDevice({ query: none, aliasCookie: 'desktop' })).toBe('desktop');
    expect(chosenDevice({ query: none, header: 'desktop' })).toBeUndefined();
    expect(chosenDevice({ query: none, cookie: 'phone' })).toBeUndefined();
  });
});
