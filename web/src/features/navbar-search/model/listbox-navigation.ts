/**
 * The keyboard model of the navbar search (WAI-ARIA combobox with a listbox popup): which option is
 * active and whether the popup is open, as a pure function of the key pressed, so it is unit
 * tested without a browser. The focus stays in the input; the active option is only announced
 * through `aria-activedescendant`.
 */
export interface ListboxState {
  open: boolean;
  /** Index in the flat list of options; -1 when none is active (the input's own text). */
  activeIndex: number;
}

export const CLOSED: ListboxState = { open: false, activeIndex: -1 };

/**
 * What the component must do after a key: nothing more, open the active option, submit the text
 * (Enter with no option active: the search page), or let the key through.
 */
export type ListboxCommand = 'none' | 'select' | 'submit' | 'ignored';

export interface KeyOutcome {
  state: ListboxState;
  command: ListboxCommand;
}

/**
 * `optionCount` is the number of options currently shown. ArrowDown/ArrowUp move and wrap (an
 * arrow on a closed popup opens it), Home/End jump only while an option is active (otherwise they
 * belong to the text), Enter opens the active option or, with none active, submits the text,
 * Escape closes the popup first and, when it is already closed, asks for nothing (the component
 * then clears the text).
 */
export function onListboxKey(state: ListboxState, key: string, optionCount: number): KeyOutcome {
  switch (key) {
    case 'ArrowDown': {
      if (optionCount === 0) return { state: { ...state, open: true, activeIndex: -1 }, command: 'none' };
      if (!state.open) return { state: { open: true, activeIndex: 0 }, command: 'none' };
      const next = state.activeIndex + 1 >= optionCount ? 0 : state.activeIndex + 1;
      return { state: { open: true, activeIndex: next }, command: 'none' };
    }
    case 'ArrowUp': {
      if (optionCount === 0) return { state: { ...state, open: true, activeIndex: -1 }, command: 'none' };
      if (!state.open) return { state: { open: true, activeIndex: optionCount - 1 }, command: 'none' };
      const previous = state.activeIndex <= 0 ? optionCount - 1 : state.activeIndex - 1;
      return { state: { open: true, activeIndex: previous }, command: 'none' };
    }
    case 'Home':
    case 'End': {
      if (!state.open || state.activeIndex < 0 || optionCount === 0) return { state, command: 'ignored' };
      return { state: { open: true, activeIndex: key === 'Home' ? 0 : optionCount - 1 }, command: 'none' };
    }
    case 'Enter': {
      if (state.open && state.activeIndex >= 0 && state.activeIndex < optionCount) {
        return { state: CLOSED, command: 'select' };
      }
      return { state: CLOSED, command: 'submit' };
    }
    case 'Escape':
      return state.open ? { state: CLOSED, command: 'none' } : { state: CLOSED, command: 'ignored' };
    default:
      return { state, command: 'ignored' };
  }
}

/** The active index once the options change (new results): kept when still valid, else none. */
export function clampActive(state: ListboxState, optionCount: number): ListboxState {
  return state.activeIndex < optionCount ? state : { ...state, activeIndex: -1 };
}
