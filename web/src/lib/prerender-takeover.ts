/**
 * The app taking over a page the server prerendered (issue 23; server/src/web-prerender.ts): until
 * the app's first render, the prerendered buttons have no handlers (its links are ordinary links
 * and work). A click on a button meanwhile is held, then given to the same button of the app's render
 * — found by its place in the page, which is the same in both renders — so no click is lost.
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

/**
 * Holds the clicks on the prerendered buttons of `root`; the returned function, called once the app
 * has rendered, stops holding and replays them on the app's buttons at the same places.
 */
export function holdPrerenderClicks(root: HTMLElement): () => void {
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
  return () => {
    root.removeEventListener('click', onClick, true);
    for (const { path, testId } of held.splice(0)) {
      const button = elementAt(root, path);
      // Only the same control: a page that came out different gets no click it was not given.
      if (button instanceof HTMLElement && button.matches(HELD) && button.getAttribute('data-testid') === testId) button.click();
    }
  };
}
