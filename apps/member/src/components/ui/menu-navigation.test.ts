import { describe, expect, it } from 'vitest';
import { nextItemIndex } from './menu-navigation';

describe('nextItemIndex', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowDown', -1, 0],
    ['ArrowUp', 1, 0],
    ['ArrowUp', 0, 2],
    ['ArrowUp', -1, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('moves %s from item %i to item %i of three', (key, current, next) => {
    expect(nextItemIndex(key, current, 3)).toBe(next);
  });

  it.each(['Enter', ' ', 'Escape', 'Tab', 'a'])('leaves %j to others', (key) => {
    expect(nextItemIndex(key, 0, 3)).toBeNull();
  });

  it('has nowhere to go in an empty menu', () => {
    expect(nextItemIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
