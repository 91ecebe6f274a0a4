/**
 * The Swedish catalogue (ICU MessageFormat). Every UI text of the host goes through here.
 * Keys are grouped by screen; error codes map to `error.*` and sign-in results to `signIn.*`.
 */
export const sv = {
  // Layout
  'layout.skipToContent': 'Hoppa till innehållet',
  'layout.logoSub': 'Mina sidor',
  'layout.logoHome': ', till startsidan',
  'layout.mainNavigation': 'Huvudmeny',
  'layout.overview': 'Översikt',
  'layout.signIn': 'Logga in',
  'layout.loading': 'Laddar…',
  'layout.providerSite': 'Till {product}s webbplats',
  'layout.footer': 'Kontakta oss på {phone} eller {email}',

  // Page titles (platform §2): the settings' default title on '/', else "{shortName} – {page}".
  'title.page': '{shortName} – {page}',
  /** Only where no runtime settings are at hand (a screen tested alone). */
  'title.portal': 'Mina sidor',

  // Profile menu
  'profileMenu.label': ', profilmeny',
  'profileMenu.details': 'Mina uppgifter',
  'profileMenu.economics': 'Mina insatsval',
  'profileMenu.changeProfile': 'Byt profil',
  'profileMenu.signOut': 'Logga ut',

  // Change profile dialog
  'changeProfile.title': 'Byt profil',
  'changeProfile.intro': 'Välj vilken profil du vill använda.',
  'changeProfile.myProfile': 'Min profil ({name})',
  'changeProfile.choose': 'Välj',
  'changeProfile.chooseLabel': 'Välj {name}',
  'changeProfile.inUse': 'Används nu',
  'changeProfile.none': 'Du har inga fullmakter att välja.',
  'changeProfile.loading': 'Byter profil…',
  'changeProfile.changedToProxy': 'Du företräder nu {name}.',
  'changeProfile.changedToMine': 'Du använder nu din egen profil.',
  'changeProfile.failed': 'Det gick inte att byta profil. Försök igen.',
  'changeProfile.close': 'Stäng',

  // Banners
  'banner.impersonating': 'Du företräder {name}',
  'banner.useMyProfile': 'Använd min profil',
  'banner.preview': 'Förhandsvisning: sidorna visar utkast som inte är publicerade.',
  'banner.endPreview': 'Avsluta förhandsvisningen',

  // Error screens
  'startupError.title': 'Mina sidor kunde inte startas',
  'startupError.info':
    'Något gick fel när vi skulle hämta dina uppgifter. Ladda om sidan eller försök igen om en stund.',
  'startupError.reload': 'Ladda om sidan',
  'sessionExpired.title': 'Sessionen har gått ut',
  'sessionExpired.info':
    'Din session för att företräda en medlem har gått ut. Logga ut och logga in igen för att fortsätta.',
  'sessionExpired.signOut': 'Logga ut',

  // Start page
  'home.publicTitle': 'Välkommen till Mina sidor',
  'home.signInPrompt': 'Logga in för att se dina affärer, din skog och dina dokument.',
  'home.loadFailedTitle': 'Sidan kunde inte visas',
  'home.loadFailedInfo': 'Något gick fel när sidan skulle hämtas. Försök igen om en stund.',
  'content.componentPending': 'Tjänsten laddas…',
  'content.readMore': 'Läs mer',

  // Authentication
  'auth.title.login': 'Logga in',
  'auth.title.loginCallback': 'Loggar in',
  'auth.title.loginFailed': 'Inloggningen misslyckades',
  'auth.title.logout': 'Loggar ut',
  'auth.title.logoutCallback': 'Loggar ut',
  'auth.title.loggedOut': 'Du är utloggad',
  'auth.signingIn': 'Du loggas in…',
  'auth.signingOut': 'Du loggas ut…',
  'auth.loggedOutInfo': 'Du är utloggad från Mina sidor.',
  'auth.signInAgain': 'Logga in igen',
  'auth.retry': 'Försök igen',
  'auth.toStart': 'Till startsidan',
  'auth.applyForMembership': 'Ansök om medlemskap',

  // Sign-in results (platform §8), Swedish for the spec's English messages
  'signIn.userNotFound': 'Vi hittar ingen medlem med de uppgifterna.',
  'signIn.windowClosed': 'Du stängde inloggningsfönstret.',
  'signIn.stateError': 'Något gick fel när inloggningen skulle slutföras. Försök igen.',
  'signIn.failed': 'Inloggningen misslyckades. Försök igen.',

  // Login choice
  'login.title': 'Logga in',
  'login.intro': 'Välj hur du vill logga in på Mina sidor.',
  'login.eid': 'Logga in med e-legitimation (BankID, test)',
  'login.password': 'Logga in med e-post och lösenord',
  'login.staff': 'Logga in som personal',
  'login.notMember': 'Inte medlem än?',

  // Password change
  'passwordChange.title': 'Byt lösenord',
  'passwordChange.redirecting': 'Du skickas vidare för att byta lösenord…',
  'passwordChange.done': 'Ditt lösenord är ändrat.',
  'passwordChange.failed': 'Lösenordet ändrades inte.',
  'passwordChange.back': 'Till startsidan',

  // Not found
  'notFound.title': 'Sidan hittades inte',
  'notFound.banner': 'Sidan du letar efter finns inte eller har flyttats.',
  'notFound.back': 'Till startsidan',

  // General messages (platform §8); the two Swedish ones verbatim from the spec
  'error.content': 'Innehållet kunde inte visas.',

  // Formats used in text
  'format.week': 'v. {week}',

  // shared/ui
  'ui.message.dismiss': 'Stäng meddelandet',
  'ui.message.type.Success': 'Klart:',
  'ui.message.type.Warning': 'Varning:',
  'ui.message.type.Error': 'Fel:',
  'ui.message.type.Attention': 'Observera:',
  'ui.message.type.Black': 'Viktigt:',
  'ui.message.type.Info': 'Information:',
  'ui.contact.phone': 'Telefon',
  'ui.contact.email': 'E-post',
  'ui.news.heading': 'Nyheter',
  'ui.news.previous': 'Föregående nyheter',
  'ui.news.next': 'Nästa nyheter',
  'ui.news.position': 'Nyheter {first}–{last} av {total}',
  'ui.news.loading': 'Nyheterna laddas…',
  'ui.news.error': 'Nyheterna kunde inte visas',
  'ui.news.errorInfo': 'Försök igen om en stund.',
  'ui.news.empty': 'Det finns inga nyheter just nu.',
  'ui.news.published': 'Publicerad',
  'ui.documents.heading': 'Dokument',
  'ui.documents.title': 'Dokument',
  'ui.documents.fileType': 'Filtyp',
  'ui.documents.size': 'Storlek',
  'ui.documents.modified': 'Ändrad',
  'ui.documents.download': 'Ladda ned',
  'ui.documents.downloadColumn': 'Hämta',
  'ui.documents.sortByDate': 'Sortera på datum',
  'ui.documents.sortedNewestFirst': 'Sorterat på datum, nyast först',
  'ui.documents.sortedOldestFirst': 'Sorterat på datum, äldst först',
  'ui.documents.loading': 'Dokumenten laddas…',
  'ui.documents.empty': 'Det finns inga dokument.',
  'ui.documents.error': 'Dokumenten kunde inte visas.',
  'ui.documents.pages': 'Sidor i {title}',
  'ui.documents.previous': 'Föregående',
  'ui.documents.next': 'Nästa',
  'ui.documents.page': 'Sida {page} av {pages}',
  'ui.video.close': 'Stäng videon',
  'ui.video.defaultTitle': 'Video',
  'ui.offline.heading': 'Sidan är inte tillgänglig just nu',
  'ui.offline.override': 'Visa sidan ändå',
  'ui.offline.banner': 'Sidan är avstängd. Du ser den ändå.',
  'ui.offline.restore': 'Återställ',

  // profile switching
  'profileSwitch.myProfile': 'Min profil',
  'profileSwitch.ownPermissions': 'Dina egna uppgifter och tjänster.',
  'profileSwitch.permissions': 'Får: {rights}',
  'profileSwitch.noPermissions': 'Fullmakten anger inga behörigheter.',
  'profileSwitch.proxy': 'Fullmakt',
  'profileSwitch.readMore': 'Läs mer om behörigheter',
  'profileSwitch.infoTitle': 'Om behörigheter',
  'profileSwitch.infoIntro':
    'En fullmakt ger dig rätt att göra vissa saker för den som har gett dig fullmakten. Så här betyder behörigheterna:',
  'profileSwitch.infoNone': 'Du har inga fullmakter med behörigheter just nu.',
  'profileSwitch.continue': 'Fortsätt',
  'profileSwitch.useMyProfile': 'Använd min profil',
  'profileSwitch.switching': 'Byter till {name}…',
  // host navigation
  'nav.menu': 'Meny',
  'nav.closeMenu': 'Stäng meny',
  'nav.sidebar': 'Sidomeny',
  'nav.externalLinks': 'Fler länkar',
  'nav.newWindow': '(öppnas i nytt fönster)',
  'nav.contactSupport': 'Kontakta support',
  'nav.helpAndContact': 'Hjälp och kontakt',
  'nav.contact': 'Kontakta oss',
  'nav.phone': 'Telefon',
  'nav.email': 'E-post',
  'nav.cookieSettings': 'Cookieinställningar',
  'nav.inspectors': 'Dina kontaktpersoner',
  'nav.groupPages': 'Sidor under {name}',
  'nav.unavailable': 'Det finns ingen sida att visa här just nu.',
  'accessDenied.title': 'Ingen behörighet',
  'accessDenied.back': 'Till startsidan',
  'signInRequired.title': 'Logga in för att se sidan',
  'signInRequired.signingIn': 'Du skickas vidare till inloggningen…',
  'routeError.title': 'Sidan kunde inte öppnas',
  'routeError.info': 'Något gick fel när sidan skulle öppnas. Försök igen om en stund.',
  'routeError.retry': 'Försök igen',
  'fullscreen.exit': 'Avsluta helskärmsläge',
  'toast.close': 'Stäng',

  // Content API downloads (shared/api/downloadFile.ts)

  // host content
  'content.loading': 'Sidan laddas…',
  'content.loadFailedTitle': 'Sidan kunde inte visas',
  'content.loadFailedInfo': 'Något gick fel när sidan skulle hämtas. Försök igen om en stund.',
  'content.retry': 'Försök igen',
  'content.aside': 'Mer på sidan',
  'content.childPages': 'Sidor under {name}',
  'content.component.offline': 'Tjänsten är inte tillgänglig just nu.',
  'content.component.failed': 'Tjänsten kunde inte laddas.',
  'content.component.retrying': 'Vi försöker igen om en stund.',
  'content.component.retry': 'Försök igen',
  'content.component.unavailable': 'Tjänsten kan inte visas här.',
  // Update-details modal (issue 4, host/profile/UpdateDetailsModal.tsx; platform §4)
  'updateDetails.title': 'Stämmer dina kontaktuppgifter?',
  'updateDetails.never':
    'Du har inte bekräftat dina kontaktuppgifter ännu. Kontrollera att vi har rätt e-postadress, mobilnummer och adress, så att vi kan nå dig om dina affärer.',
  'updateDetails.old':
    'Det är mer än ett år sedan du såg över dina kontaktuppgifter. Kontrollera att vi har rätt e-postadress, mobilnummer och adress, så att vi kan nå dig om dina affärer.',
  'updateDetails.update': 'Uppdatera mina uppgifter',
  'updateDetails.notNow': 'Inte nu',
} as const;

export type MessageKey = keyof typeof sv;
