/** The new-message tone: 800 Hz then 600 Hz, 0.1 s each, gain 0.3 × the device volume. */
const TONES = [800, 600] as const;
const TONE_SECONDS = 0.1;
const GAIN_SCALE = 0.3;
/** Short buzz, pause, short buzz. */
export const MESSAGE_VIBRATION = [120, 80, 120];
/** A desktop notification closes itself after 5 s. */
export const DESKTOP_NOTIFICATION_MS = 5000;

let audio: AudioContext | null = null;
let gestured = false;

// Listening from the moment the app loads, so the taps of the sign-in form count too.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  const mark = () => {
    gestured = true;
    window.removeEventListener('pointerdown', mark, true);
    window.removeEventListener('keydown', mark, true);
  };
  window.addEventListener('pointerdown', mark, true);
  window.addEventListener('keydown', mark, true);
}

/**
 * Whether the member has tapped or typed on the page yet. Before that, browsers refuse both sound
 * and vibration and complain in the console on every attempt, so neither is tried.
 */
export function hasUserGesture(): boolean {
  return gestured;
}

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined' || !hasUserGesture()) return null;
  audio ??= new AudioContext();
  return audio;
}

/**
 * The first tap or key press anywhere counts as the gesture: the audio context is made (or
 * resumed) inside it, so later tones can play.
 */
export function unlockAudioOnFirstGesture() {
  const unlock = () => {
    void audioContext()?.resume();
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
  return unlock;
}

export function playMessageTone(volume: number) {
  const ctx = audioContext();
  if (!ctx || ctx.state === 'closed') return;
  if (ctx.state === 'suspended') void ctx.resume();
  const gain = ctx.createGain();
  gain.gain.value = GAIN_SCALE * Math.min(1, Math.max(0, volume));
  gain.connect(ctx.destination);
  TONES.forEach((frequency, i) => {
    const oscillator = ctx.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    const start = ctx.currentTime + i * TONE_SECONDS;
    oscillator.start(start);
    oscillator.stop(start + TONE_SECONDS);
  });
}

export function vibrate() {
  if (!hasUserGesture()) return;
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(MESSAGE_VIBRATION);
  }
}

export function desktopPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function showDesktopNotification(title: string, body: string, tag: string, onClick: () => void) {
  if (desktopPermission() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag, icon: '/favicon.svg' });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS);
  } catch (error) {
    // Some mobile browsers only allow notifications from a service worker.
    console.warn('无法显示桌面通知', error);
  }
}
