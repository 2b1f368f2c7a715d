import { describe, expect, it } from 'vitest';
import { clampActive, CLOSED, onListboxKey, type ListboxState } from '#web/features/navbar-search/model/listbox-navigation.ts';

const open = (activeIndex: number): ListboxState => ({ open: true, activeIndex });

describe('navbar search keyboard model', () => {
  it('ArrowDown from the input activates the first option, then moves and wraps to the first', () => {
    let state = open(-1);
    const seen: number[] = [];
    for (let step = 0; step < 4; step += 1) {
      state = onListboxKey(state, 'ArrowDown', 3).state;
      seen.push(state.activeIndex);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('ArrowUp moves back and wraps from the first option (or from none) to the last', () => {
    expect(onListboxKey(open(-1), 'ArrowUp', 3).state.activeIndex).toBe(2);
    expect(onListboxKey(open(0), 'ArrowUp', 3).state.activeIndex).toBe(2);
    expect(onListboxKey(open(2), 'ArrowUp', 3).state.activeIndex).toBe(1);
  });

  it('an arrow on a closed popup opens it on the first (down) or last (up) option', () => {
    expect(onListboxKey(CLOSED, 'ArrowDown', 4)).toEqual({ state: open(0), command: 'none' });
    expect(onListboxKey(CLOSED, 'ArrowUp', 4)).toEqual({ state: open(3), command: 'none' });
  });

  it('arrows with no option open the popup (to show the no-result message) without an active option', () => {
    expect(onListboxKey(CLOSED, 'ArrowDown', 0)).toEqual({ state: open(-1), command: 'none' });
  });

  it('Enter selects the active option and closes; without an active option it submits the text (the search page)', () => {
    expect(onListboxKey(open(1), 'Enter', 3)).toEqual({ state: CLOSED, command: 'select' });
    expect(onListboxKey(open(-1), 'Enter', 3)).toEqual({ state: CLOSED, command: 'submit' });
    expect(onListboxKey({ open: false, activeIndex: 1 }, 'Enter', 3).command).toBe('submit');
    expect(onListboxKey(open(-1), 'Enter', 0).command).toBe('submit');
    // An index left over from longer results is not selectable.
    expect(onListboxKey(open(5), 'Enter', 3).command).toBe('submit');
  });

  it('Escape closes an open popup; on a closed one it is passed on (the field then clears)', () => {
    expect(onListboxKey(open(2), 'Escape', 3)).toEqual({ state: CLOSED, command: 'none' });
    expect(onListboxKey(CLOSED, 'Escape', 3).command).toBe('ignored');
  });

  it('Home and End jump only while browsing options; otherwise they move the text caret', () => {
    expect(onListboxKey(open(1), 'Home', 5).state.activeIndex).toBe(0);
    expect(onListboxKey(open(1), 'End', 5).state.activeIndex).toBe(4);
    expect(onListboxKey(open(-1), 'Home', 5).command).toBe('ignored');
  });

  it('other keys are typing and change nothing', () => {
    expect(onListboxKey(open(1), 'a', 3)).toEqual({ state: open(1), command: 'ignored' });
  });

  it('new results keep a still valid active option and drop one past their end', () => {
    expect(clampActive(open(1), 3)).toEqual(open(1));
    expect(clampActive(open(4), 3)).toEqual(open(-1));
  });
});
