// Applied before the first paint so a saved dark theme never flashes light. A classic (blocking)
// script in the page's head, loaded from a file: the Content-Security-Policy allows no inline script.
try {
  var savedTheme = localStorage.getItem('theme');
  if (savedTheme === 'light' || savedTheme === 'dark') document.documentElement.dataset.theme = savedTheme;
} catch (_) {}
