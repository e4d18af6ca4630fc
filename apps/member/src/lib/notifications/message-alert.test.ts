import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each test: whether the page has had its first gesture is module state. */
async function load() {
  vi.resetModules();
  return import('./message-alert');
}

const created: unknown[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    created.push(this);
  }
  resume = vi.fn(async () => undefined);
  createGain = () => ({ gain: { value: 0 }, connect: vi.fn() });
  createOscillator = () => ({
    type: '',
    frequency: { value: 0 },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
  });
}

let vibrateCalls: unknown[];
let window: EventTarget;

beforeEach(() => {
  created.length = 0;
  vibrateCalls = [];
  window = new EventTarget();
  vi.stubGlobal('window', window);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('navigator', {
    vibrate: (pattern: unknown) => {
      vibrateCalls.push(pattern);
      return true;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('message tone and vibration before the first gesture', () => {
  it('neither makes an audio context nor vibrates before the member touched the page', async () => {
    const alert = await load();
    alert.unlockAudioOnFirstGesture();
    alert.playMessageTone(0.7);
    alert.vibrate();
    expect(created).toEqual([]);
    expect(vibrateCalls).toEqual([]);
  });

  it('plays and vibrates once the first pointer or key press happened', async () => {
    const alert = await load();
    alert.unlockAudioOnFirstGesture();
    window.dispatchEvent(new Event('keydown'));
    alert.playMessageTone(0.7);
    alert.vibrate();
    expect(created).toHaveLength(1);
    expect(vibrateCalls).toEqual([alert.MESSAGE_VIBRATION]);
  });

  it('counts a gesture made before the alerts started listening (the sign-in form)', async () => {
    const alert = await load();
    window.dispatchEvent(new Event('pointerdown'));
    alert.unlockAudioOnFirstGesture();
    alert.vibrate();
    expect(alert.hasUserGesture()).toBe(true);
    expect(vibrateCalls).toEqual([alert.MESSAGE_VIBRATION]);
  });
});
