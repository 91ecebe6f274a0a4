// The portal asked to sign out (it sent its ID token): end the provider session at once.
const form = document.getElementById('op.logoutForm');
if (form instanceof HTMLFormElement) {
  const yes = document.createElement('input');
  yes.type = 'hidden';
  yes.name = 'logout';
  yes.value = 'yes';
  form.append(yes);
  form.submit();
}
