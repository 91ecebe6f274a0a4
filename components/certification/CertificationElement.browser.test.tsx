import { afterEach, beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { field, setValue, type } from '../../shared/testing/form.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoIds } from '../../tests/harness/profiles.ts';
import { progressKey } from './progress.ts';
import { annaNumber, annaState, certificationPerTest } from './testing.ts';

const home = '/min-skog/skogscertifiering/';
const apply = `${home}bli-certifierad/`;
const read = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A description list's terms and details, one after the other. */
const terms = (section: Element) =>
  [...(section.querySelector('dl')?.querySelectorAll('dt, dd') ?? [])].map(read).join(' ');

/** The PEFC application Anna sends, yes to both questions, as the server receives it. */
const pefcApplication = (advisorMessage = '') => ({
  certificateType: 'PEFC',
  answers: { hansyn: 'yes', 'pefc-naturvardstrad': 'yes' },
  advisorMessage,
  introVideoWatched: true,
  confirmedDetails: true,
});

/** The progress once an application is sent: only the watched video is kept. */
const progressAfterSending = {
  introVideoWatched: true,
  confirmedDetails: false,
  selectedCertification: null,
  advisorMessage: '',
};

describe('portal-certification', () => {
  const page = certificationPerTest();
  const { root, navigations } = page;
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  /** Opens a path, on a fake with this state when given. */
  function open(path: string, state?: ReturnType<typeof annaState>) {
    if (state) page.setUp(state);
    return page.open(path);
  }
  /** A section named by its heading (aria-labelledby), as a screen reader lists regions. */
  const region = (name: string) => {
    const found = [...root().querySelectorAll('section[aria-labelledby]')].find(
      (s) => read(document.getElementById(s.getAttribute('aria-labelledby')!)) === name,
    );
    if (!found) throw new Error(`No region ${name}`);
    return found as HTMLElement;
  };
  const setProgress = (progress: object) =>
    localStorage.setItem(progressKey(demoIds.anna), JSON.stringify(progress));
  const stored = () => JSON.parse(localStorage.getItem(progressKey(demoIds.anna)) ?? 'null');
  /** Opens the PEFC application with the steps before it done: the video, details, the choice. */
  async function openPefcApplication(progress: object = {}) {
    setProgress({
      introVideoWatched: true,
      confirmedDetails: true,
      selectedCertification: 'PEFC',
      ...progress,
    });
    open(apply);
    await waitFor(() => getByRole(root(), 'heading', 'Ansök om certifiering enligt PEFC'));
  }

  it("shows Anna's FSC certificate, its date, every deviation and the way to apply, axe clean", async () => {
    open(home);
    const status = await waitFor(() => region('Din certifiering'));
    equal(terms(status), 'Status Certifierad Certifiering FSC Utfärdad 2021-04-15');
    const deviations = region('Avvikelser');
    deepEqual([...deviations.querySelectorAll('li')].map(read), [
      'Björkås 2:7: undantaget från certifieringskraven upphör 2027-03-31.',
      'Björkås 2:7: en eller flera delägare är inte certifierade.',
      'Björkås 2:7: certifieringen gick ut 2026-06-30.',
      'Norrskogen 1:4: skogsbruksplanen är tio år gammal 2027-02-10 och behöver förnyas.',
    ]);
    const link = getByRole(root(), 'link', 'Ansök om dubbelcertifiering eller PEFC');
    equal(link.getAttribute('href'), `${apply}introduktion/`);
    link.click();
    deepEqual(navigations(), [`${apply}introduktion/`]);
    getByRole(root(), 'link', 'Dokument om skogscertifiering');
    await expectNoAxeViolations(root());
  });

  it('shows an application under processing, and no way to apply again', async () => {
    const state = annaState();
    state.status = {
      kind: 'pending',
      certificateType: 'PEFC',
      submittedAt: '2026-11-20T10:00:00Z',
    };
    state.eligibility.hasPendingApplication = true;
    open(home, state);
    const status = await waitFor(() => region('Din certifiering'));
    equal(terms(status), 'Status Under behandling Certifiering PEFC Ansökan skickad 2026-11-20');
    assert(read(status).includes('Din ansökan om certifiering enligt PEFC behandlas.'));
    equal(queryByRole(root(), 'link', 'Ansök om certifiering'), null);
  });

  it('tells Anna the adviser rejected her PEFC application and why; she may apply again', async () => {
    const state = annaState();
    state.rejection = {
      certificateType: 'PEFC',
      rejectedOn: '2026-11-24',
      reason: 'Naturvårdsplanen saknas för Norrskogen 1:4.',
    };
    open(home, state);
    const status = await waitFor(() => region('Din certifiering'));
    equal(terms(status), 'Status Certifierad Certifiering FSC Utfärdad 2021-04-15');
    assert(
      read(status).includes(
        'Din ansökan om certifiering enligt PEFC avslogs 2026-11-24. Rådgivarens motivering: Naturvårdsplanen saknas för Norrskogen 1:4.',
      ),
      read(status),
    );
    getByRole(root(), 'link', 'Ansök om dubbelcertifiering eller PEFC');
    await expectNoAxeViolations(root());
  });

  it('offers no application without its flag, and no status without CertificationStatus', async () => {
    page.harness.update({ flags: [] });
    open(home);
    await waitFor(() => region('Avvikelser'));
    equal(queryByRole(root(), 'link', 'Ansök om dubbelcertifiering eller PEFC'), null);
    equal(root().querySelector('dl'), null);
  });

  describe('the guard', () => {
    it('sends a member straight to a later step back to the intro', async () => {
      open(`${apply}valj-certifiering/`);
      await waitFor(() => deepEqual(navigations(), [`${apply}introduktion/`]));
    });

    it('sends an organisation user to the adviser, who is named with the reason', async () => {
      const state = annaState();
      state.eligibility.isOrganizationUser = true;
      open(`${apply}introduktion/`, state);
      await waitFor(() => deepEqual(navigations(), [`${apply}kontakta-radgivare/`]));
      root().remove();
      open(`${apply}kontakta-radgivare/`, state);
      await waitFor(() => getByRole(root(), 'heading', 'Kontakta din skogsrådgivare'));
      assert(
        read(root()).includes(
          'Som företrädare för en organisation kan du inte ansöka om certifiering själv.',
        ),
      );
      assert(read(root()).includes('Karl Virkesson'));
      await expectNoAxeViolations(root());
    });

    it('sends a member certified for both home', async () => {
      const state = annaState();
      state.eligibility.isPefcCertified = true;
      setProgress({
        introVideoWatched: true,
        confirmedDetails: true,
        selectedCertification: 'PEFC',
      });
      open(apply, state);
      await waitFor(() => deepEqual(navigations(), [home]));
    });
  });

  it('shows the captioned intro video and holds "Nästa" until it is watched to the end', async () => {
    open(`${apply}introduktion/`);
    const video = await waitFor(() => {
      const found = root().querySelector('video');
      if (!found) throw new Error('no video yet');
      return found;
    });
    const track = video.querySelector('track')!;
    equal(track.kind, 'captions');
    equal(track.srclang, 'sv');
    equal(new URL(track.src).origin, location.origin);
    equal(new URL(video.querySelector('source')!.src).origin, location.origin);
    getByRole(root(), 'button', 'Nästa').click();
    await waitFor(() =>
      equal(read(getByRole(root(), 'status')), 'Se filmen till slutet för att gå vidare.'),
    );
    deepEqual(navigations(), []);
    await expectNoAxeViolations(root());
  });

  it('needs a phone number before the details can be confirmed', async () => {
    setProgress({ introVideoWatched: true });
    const state = annaState();
    state.contact.phone = null;
    open(`${apply}kontaktuppgifter/`, state);
    await waitFor(() => getByRole(root(), 'heading', 'Bekräfta dina kontaktuppgifter'));
    equal(
      read(getByRole(root(), 'alert')),
      'Du behöver ha ett telefonnummer i dina kontaktuppgifter för att ansöka. Lägg till det under Profil.',
    );
    equal(queryByRole(root(), 'button', 'Uppgifterna stämmer'), null);
    await expectNoAxeViolations(root());
  });

  it('confirms the details and keeps it per member', async () => {
    setProgress({ introVideoWatched: true });
    open(`${apply}kontaktuppgifter/`);
    (await waitFor(() => getByRole(root(), 'button', 'Uppgifterna stämmer'))).click();
    deepEqual(navigations(), [`${apply}valj-certifiering/`]);
    deepEqual(stored(), {
      introVideoWatched: true,
      confirmedDetails: true,
      selectedCertification: null,
      advisorMessage: '',
    });
    // Platform §9: the progress is kept under the portal's prefix, per member.
    deepEqual(
      Object.keys(localStorage).filter((key) => key.includes(demoIds.anna)),
      [`memberportal_certificationProgress:${demoIds.anna}`],
    );
  });

  it('offers Anna (FSC) only PEFC or both, and asks for a choice', async () => {
    setProgress({ introVideoWatched: true, confirmedDetails: true });
    open(`${apply}valj-certifiering/`);
    await waitFor(() => getByRole(root(), 'heading', 'Välj certifiering'));
    deepEqual([...root().querySelectorAll('fieldset label')].map(read), [
      'PEFC',
      'Både FSC och PEFC (dubbelcertifiering)',
    ]);
    getByRole(root(), 'button', 'Nästa').click();
    await waitFor(() =>
      assert(
        read(getByRole(root(), 'alert')).includes('Välj vilken certifiering du vill ansöka om.'),
      ),
    );
    field(root(), 'PEFC').click();
    getByRole(root(), 'button', 'Nästa').click();
    await waitFor(() => deepEqual(navigations(), [`${apply}`]));
    equal(stored().selectedCertification, 'PEFC');
    await expectNoAxeViolations(root());
  });

  it('asks the questions, signs with e-ID, shows the sign-sent modal and resets the progress', async () => {
    await openPefcApplication({ advisorMessage: '' });
    const questionCall = page.api.calls.find((c) => c.path.endsWith('/questions'));
    equal(questionCall?.search, '?certificateType=PEFC&totalAreaForest=99.7');
    assert(read(root()).includes('Produktiv skogsmark: 99,7 ha.'));
    await expectNoAxeViolations(root());

    // The form shows once the questions have loaded (the heading before them).
    (await waitFor(() => getByRole(root(), 'button', 'Skicka och signera'))).click();
    const summary = await waitFor(() => getByRole(root(), 'alert'));
    deepEqual([...summary.querySelectorAll('li')].map(read), [
      'Svara ja eller nej på frågan.',
      'Svara ja eller nej på frågan.',
    ]);
    equal(page.api.calls.filter((c) => c.method === 'POST').length, 0);

    const radios = [...root().querySelectorAll<HTMLInputElement>('input[type=radio][value=yes]')];
    radios.forEach((r) => r.click());
    const message = root().querySelector('textarea')!;
    setValue(message, 'Ring mig gärna.');
    await waitFor(() => equal(stored().advisorMessage, 'Ring mig gärna.'));

    getByRole(root(), 'button', 'Skicka och signera').click();
    const number = await waitFor(() => field(root(), 'Ditt personnummer'));
    const post = page.api.calls.find(
      (c) => c.method === 'POST' && c.path === '/api/v1/certificates',
    );
    deepEqual(post?.body, pefcApplication('Ring mig gärna.'));
    assert(post?.idempotencyKey, 'an Idempotency-Key');
    type(number, annaNumber);
    getByRole(root(), 'button', 'Skriv under').click();

    const dialog = await waitFor(
      () => getByRole(root(), 'dialog', 'Din ansökan är skickad'),
      8000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${read(root())}`);
    });
    assert(
      read(dialog).includes('Din ansökan om certifiering enligt PEFC är signerad och skickad.'),
    );
    deepEqual(stored(), progressAfterSending);
    await expectNoAxeViolations(root());
    getByRole(dialog, 'button', 'Till Skogscertifiering').click();
    await waitFor(() => deepEqual(navigations(), [home]));
  });

  it('sends a signing link by SMS instead of BankID now, checks the number, and shows the sign-sent modal', async () => {
    await openPefcApplication({ advisorMessage: '' });
    // The form comes after its questions load: wait for it, not only for the heading.
    const byLink = await waitFor(() => field(root(), 'Skicka en länk för underskrift med sms'));
    [...root().querySelectorAll<HTMLInputElement>('input[type=radio][value=yes]')].forEach((r) =>
      r.click(),
    );
    byLink.click();
    const phone = await waitFor(() => field(root(), 'Mobilnummer'));
    equal(phone.value, '701234567');
    equal(field(root(), 'Landsnummer').value, '+46');
    type(phone, '0701');
    getByRole(root(), 'button', 'Skicka länken').click();
    await waitFor(() =>
      assert(read(root()).includes('Ange med 7-10 siffror, utan en inledande nolla.')),
    );
    equal(page.api.calls.filter((c) => c.method === 'POST').length, 0);
    await expectNoAxeViolations(root());

    type(phone, '70 123 45 67');
    getByRole(root(), 'button', 'Skicka länken').click();
    const dialog = await waitFor(() =>
      getByRole(document.body, 'dialog', 'Länken för underskrift är skickad'),
    );
    const post = page.api.calls.find((c) => c.path === '/api/v1/certificates/sign-link');
    deepEqual(post?.body, {
      application: pefcApplication(),
      delivery: { channel: 'sms', email: '', countryCode: '+46', phone: '701234567' },
    });
    assert(post?.idempotencyKey, 'an Idempotency-Key');
    assert(
      read(dialog).includes('Vi har skickat ett sms med en länk till +46701234567.'),
      read(dialog),
    );
    assert(read(dialog).includes('gäller till 2026-11-27 10:00'), read(dialog));
    deepEqual(stored(), progressAfterSending);
    await expectNoAxeViolations(document.body);
  });

  it('opens a signing link: shows what is signed, signs with BankID, then the sign-sent modal', async () => {
    // The link sent earlier (the fake's first token).
    const token = `${'t'.repeat(40)}001`;
    const sent = await fetch('/api/v1/certificates/sign-link', {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        application: pefcApplication(),
        delivery: { channel: 'email', email: 'anna.skog@example.se', countryCode: '', phone: '' },
      }),
    });
    equal(sent.status, 201);
    const fake = page.api;
    page.open(`${home}signera/#token=${token}`);
    await waitFor(() => getByRole(root(), 'heading', 'Skriv under din ansökan'));
    await waitFor(() => assert(read(root()).includes('Jag ansöker om PEFC-certifiering.')));
    assert(read(root()).includes('Länken fungerar en gång och gäller till 2026-11-27 10:00.'));
    await expectNoAxeViolations(root());
    getByRole(root(), 'button', 'Skriv under med BankID').click();
    type(await waitFor(() => field(root(), 'Ditt personnummer')), annaNumber);
    getByRole(root(), 'button', 'Skriv under').click();
    const dialog = await waitFor(() =>
      getByRole(document.body, 'dialog', 'Din ansökan är skickad'),
    );
    assert(read(dialog).includes('certifiering enligt PEFC är signerad och skickad'));
    equal(fake.calls.filter((c) => c.path === '/api/v1/signing/links/start').length, 1);
  });

  it('says so when a signing link is spent, unknown or incomplete', async () => {
    open(`${home}signera/#token=${'x'.repeat(43)}`);
    await waitFor(() =>
      assert(
        read(root()).includes('Länken för underskrift finns inte eller är inte till dig.'),
        read(root()),
      ),
    );
    root().remove();
    page.setUp();
    open(`${home}signera/`);
    await waitFor(() => assert(read(root()).includes('Länken för underskrift är ofullständig.')));
    await expectNoAxeViolations(root());
  });

  it('tells the member why the server refused the application, with a retry', async () => {
    await openPefcApplication();
    // The form shows once the questions have loaded (the heading before them).
    const send = await waitFor(() => getByRole(root(), 'button', 'Skicka och signera'));
    root()
      .querySelectorAll<HTMLInputElement>('input[type=radio][value=no]')
      .forEach((r) => r.click());
    page.api.failNext('applyForCertification', 'MissingCertifiedUseRightGroup');
    send.click();
    await waitFor(() =>
      assert(
        read(root()).includes(
          'Dina fastigheter saknar brukningsenhet för certifiering. Kontakta din skogsrådgivare.',
        ),
      ),
    );
    getByRole(root(), 'button', 'Försök igen').click();
    await waitFor(() => field(root(), 'Ditt personnummer'));
    equal(page.api.calls.filter((c) => c.method === 'POST').length, 2);
  });
});
