// The BankID sign-in page (bankid-views.ts): asks the status every second, shows BankID's
// message and the QR code of that second, reloads the page when the order has ended (the
// page then signs in or says why not), and cancels the order when the member leaves.
const status = document.getElementById('bankid-status');
if (status) {
  let leaving = false;
  const reload = () => {
    leaving = true;
    window.location.reload();
  };
  const poll = async () => {
    try {
      const response = await fetch(status.dataset.status, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!response.ok) return reload();
      const answer = await response.json();
      if (status.textContent !== answer.message) status.textContent = answer.message;
      const qr = document.getElementById('bankid-qr');
      if (qr && answer.qr) {
        qr.setAttribute('viewBox', `0 0 ${answer.qr.size} ${answer.qr.size}`);
        qr.querySelector('rect')?.setAttribute('width', String(answer.qr.size));
        qr.querySelector('rect')?.setAttribute('height', String(answer.qr.size));
        qr.querySelector('path')?.setAttribute('d', answer.qr.path);
      }
      if (answer.status !== 'pending') return reload();
    } catch {
      // A poll that failed (the network): try again next second.
    }
    window.setTimeout(poll, 1000);
  };
  window.setTimeout(poll, 1000);
  for (const form of document.querySelectorAll('form')) {
    form.addEventListener('submit', () => {
      leaving = true;
    });
  }
  // Leaving the page with the order waiting cancels it, as BankID asks.
  window.addEventListener('pagehide', () => {
    if (leaving) return;
    const body = new URLSearchParams({ orderRef: status.dataset.order ?? '' });
    navigator.sendBeacon(status.dataset.cancel, body);
  });
}
