import { describe, expect, it, vi } from 'vitest';
import { type DismissReason, watchDismiss } from './use-dismissable';

function setup(inside: boolean) {
  const doc = new EventTarget();
  const onDismiss = vi.fn<(reason: DismissReason) => void>();
  const stop = watchDismiss(doc, () => inside, onDismiss);
  const key = (name: string) => doc.dispatchEvent(Object.assign(new Event('keydown'), { key: name }));
  const press = () => doc.dispatchEvent(new Event('pointerdown'));
  return { onDismiss, stop, key, press };
}

describe('watchDismiss', () => {
  it('dismisses on a pointer pressed outside', () => {
    const { onDismiss, press } = setup(false);
    press();
    expect(onDismiss.mock.calls).toEqual([['outside']]);
  });

  it('keeps open on a pointer pressed inside', () => {
    const { onDismiss, press } = setup(true);
    press();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('dismisses on Escape, wherever focus is', () => {
    const { onDismiss, key } = setup(true);
    key('Escape');
    expect(onDismiss.mock.calls).toEqual([['escape']]);
  });

  it.each(['Enter', 'ArrowDown', 'Tab', 'a'])('ignores %s', (name) => {
    const { onDismiss, key } = setup(false);
    key(name);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('stops watching once stopped', () => {
    const { onDismiss, stop, key, press } = setup(false);
    stop();
    key('Escape');
    press();
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
