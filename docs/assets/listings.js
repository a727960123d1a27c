// The course's code listings in the site: a line too long for the column wraps (DocC's `wrap=`
// annotation), and its continuation starts under the line's own text, four columns further in, as
// an editor wraps code, instead of at the left edge where it would read as a line of its own.
// docs/build copies this file into the site and every page loads it.
(() => {
  const HANGING = 4;  // columns past the line's own indentation

  function indent(line) {
    if (line.dataset.hanging !== undefined) return;
    const text = line.textContent;
    const spaces = text.length - text.replace(/^ +/, "").length;
    const width = spaces + HANGING;
    line.style.paddingLeft = `${width}ch`;
    line.style.textIndent = `-${width}ch`;
    line.dataset.hanging = String(width);
  }

  function indentAll(root) {
    for (const line of root.querySelectorAll(".is-wrapped .code-line-container")) indent(line);
  }

  // DocC renders each page with its scripts, and again on every navigation inside the site: look
  // again after each change, once per frame.
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; indentAll(document); });
  }).observe(document.documentElement, {childList: true, subtree: true});
  document.addEventListener("DOMContentLoaded", () => indentAll(document));
})();
