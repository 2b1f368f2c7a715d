/**
 * The app taking over a page the server prerendered (issue 23; server/src/web-prerender.ts): until
 * the app's first render, the prerendered buttons have no handlers and its fields no state (its links
 * are ordinary links and work). A click on a button meanwhile is held, then given to the same button
 * of the app's render; text typed in a field moves to the same field, with the focus and the caret.
 * "The same" is found by its place in the page, which is the same in both renders, and its test id.
 */

/** The child indices from `root` down to `element`. */
export function pathFrom(root: Element, element: Element): number[] | undefined {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : undefined;
}

/** The element at `path` under `root`, if the page still has one there. */
export function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) {
    node = node?.children[index];
    if (!node) return undefined;
  }
  return node;
}

const HELD = 'button, [role="button"], summary';
const FIELDS = 'input, textarea';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element | undefined | null): element is Field => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Gives `field` a value as typing does, so the app's own state follows (React listens to `input`). */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts holding the clicks on the prerendered buttons of `root`. The returned function renders the app
 * (`render` must commit synchronously), then gives the app what the visitor did meanwhile: the text of
 * the fields, the focus and caret, the clicks.
 */
export function prepareTakeover(root: HTMLElement): (render: () => void) => void {
  const held: { path: number[]; testId: string | null }[] = [];
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(HELD) : null;
    if (!target || !root.contains(target)) return;
    const path = pathFrom(root, target);
    if (!path) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ path, testId: target.getAttribute('data-testid') });
  };
  root.addEventListener('click', onClick, true);
  return (render) => {
    root.removeEventListener('click', onClick, true);
    const active = document.activeElement;
    const fields = [...root.querySelectorAll(FIELDS)].filter(isField).flatMap((field) => {
      const focused = field === active;
      if (field.value === field.defaultValue && !focused) return [];
      const path = pathFrom(root, field);
      return path ? [{ path, testId: field.getAttribute('data-testid'), value: field.value, focused, start: field.selectionStart, end: field.selectionEnd }] : [];
    });
    render();
    for (const { path, testId, value, focused, start, end } of fields) {
      const field = elementAt(root, path);
      if (!isField(field) || field.getAttribute('data-testid') !== testId) continue;
      if (field.value !== value) typeInto(field, value);
      if (focused) {
        field.focus();
        if (start !== null && end !== null) field.setSelectionRange(start, end);
      }
    }
    for (const { path, testId } of held.splice(0)) {
      const button = elementAt(root, path);
      // Only the same control: a page that came out different gets no click it was not given.
      if (button instanceof HTMLElement && button.matches(HELD) && button.getAttribute('data-testid') === testId) button.click();
    }
  };
}
