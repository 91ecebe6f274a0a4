/**
 * The host's stylesheet (host/styles.css: fixed positions, sizes, the sidebar's layout), which
 * the page loads and the test runner does not: for browser tests that measure what it lays
 * out. Loaded once per page.
 */
export async function loadHostStyles() {
  if (document.querySelector('link[data-host-styles]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/host/styles.css';
  link.dataset['hostStyles'] = '';
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await loaded;
}
